/** A card code ("10H") as the face a player reads: rank and suit symbol, red or black. */
const SUIT_SYMBOLS: Record<string, { symbol: string; name: string; red: boolean }> = {
  S: { symbol: '♠', name: 'spades', red: false },
  H: { symbol: '♥', name: 'hearts', red: true },
  C: { symbol: '♣', name: 'clubs', red: false },
  D: { symbol: '♦', name: 'diamonds', red: true },
};
const RANK_NAMES: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };

export interface CardFace {
  rank: string;
  symbol: string;
  red: boolean;
  /** For screen readers: "king of hearts". */
  name: string;
}

export function cardFace(code: string): CardFace | null {
  const suit = SUIT_SYMBOLS[code.slice(-1)];
  const rank = code.slice(0, -1);
  if (!suit || !/^(A|[2-9]|10|J|Q|K)$/.test(rank)) return null;
  return { rank, symbol: suit.symbol, red: suit.red, name: `${RANK_NAMES[rank] ?? rank} of ${suit.name}` };
}
