/**
 * The sandbox casino lobby: live tables, Indian card games, slots, crash and fishing games. Names and
 * providers are the sandbox's own; thumbnails are drawn by the server, so nothing loads from elsewhere.
 */
import { escapeXml } from '../../domain/text/escape-xml';
import type { CasinoCategory, CasinoGame as CasinoGameWire } from '../../schemas/wire';

export type { CasinoCategory };

/** A catalogue game as the lobby sends it (stakes in rupees), but for the thumbnail the route points at. */
export type CasinoGame = Omit<CasinoGameWire, 'thumbnail'>;

const GAMES: Array<[string, string, CasinoCategory, number, number]> = [
  ['Teen Patti 20-20', 'Sandbox Live', 'indian-card-games', 100, 50_000],
  ['Andar Bahar', 'Sandbox Live', 'indian-card-games', 100, 50_000],
  ['Dragon Tiger', 'Sandbox Live', 'indian-card-games', 100, 1_00_000],
  ['32 Cards', 'Sandbox Live', 'indian-card-games', 100, 50_000],
  ['Lucky 7', 'Sandbox Live', 'indian-card-games', 100, 50_000],
  ['Poker 20-20', 'Sandbox Live', 'indian-card-games', 100, 50_000],
  ['Baccarat', 'Sandbox Live', 'live-casino', 100, 2_00_000],
  ['Speed Roulette', 'Sandbox Live', 'live-casino', 50, 1_00_000],
  ['Blackjack Classic', 'Sandbox Live', 'live-casino', 500, 2_00_000],
  ['Sic Bo', 'Sandbox Live', 'live-casino', 50, 50_000],
  ['Lightning Dice', 'Sandbox Live', 'live-casino', 20, 50_000],
  ['Crazy Wheel', 'Sandbox Live', 'live-casino', 10, 50_000],
  ['Monsoon Fortune', 'Sandbox Slots', 'slot-games', 10, 10_000],
  ['Rajasthan Riches', 'Sandbox Slots', 'slot-games', 10, 10_000],
  ['Diwali Lights', 'Sandbox Slots', 'slot-games', 10, 10_000],
  ['Cricket Star', 'Sandbox Slots', 'slot-games', 10, 10_000],
  ['Tiger Temple', 'Sandbox Slots', 'slot-games', 10, 10_000],
  ['Golden Elephant', 'Sandbox Slots', 'slot-games', 10, 10_000],
  ['Aviator', 'Sandbox Crash', 'crash', 10, 10_000],
  ['Rocket Rupee', 'Sandbox Crash', 'crash', 10, 10_000],
  ['JetX Sandbox', 'Sandbox Crash', 'crash', 10, 10_000],
  ['Ocean King', 'Sandbox Fishing', 'fishing', 10, 5_000],
  ['Fishing Frenzy', 'Sandbox Fishing', 'fishing', 10, 5_000],
  ['Teen Patti Classic', 'Sandbox Tables', 'table-games', 100, 25_000],
  ['Rummy Sprint', 'Sandbox Tables', 'table-games', 50, 25_000],
];

export const CASINO_GAMES: readonly CasinoGame[] = GAMES.map(([name, provider, category, minBet, maxBet], i) => ({
  gameId: String(7000 + i + 1),
  tableId: `T${String(i + 1).padStart(3, '0')}`,
  name,
  provider,
  category,
  eventTypeId: '77777',
  minBet,
  maxBet,
}));

const COLORS: Record<CasinoCategory, [string, string]> = {
  'live-casino': ['#3b0764', '#a855f7'],
  'indian-card-games': ['#7c2d12', '#f97316'],
  'slot-games': ['#064e3b', '#10b981'],
  crash: ['#7f1d1d', '#ef4444'],
  fishing: ['#0c4a6e', '#38bdf8'],
  'table-games': ['#1e293b', '#64748b'],
};

export function gameThumbnail(game: CasinoGame): string {
  const [dark, light] = COLORS[game.category];
  const words = game.name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [game.name];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160" role="img" aria-label="${escapeXml(game.name)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="240" height="160" rx="12" fill="url(#g)"/>
  ${lines.map((line, i) => `<text x="120" y="${80 + (i - (lines.length - 1) / 2) * 26}" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(line)}</text>`).join('\n  ')}
  <text x="120" y="146" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" fill="#ffffffcc">${escapeXml(game.provider)}</text>
</svg>
`;
}
