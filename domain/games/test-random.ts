/** Seeded simulation helpers for tests (mulberry32): fast and repeatable, not for play. */
export function seededRandom(seed: number): { uint32(): number; below(n: number): number } {
  let state = seed >>> 0;
  const uint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { uint32, below: (n) => Math.floor((uint32() / 2 ** 32) * n) };
}

/** Shuffles the first `count` places of `deck` in place (forward Fisher–Yates) and returns the deck. */
export function shuffleTop<T>(deck: T[], count: number, below: (n: number) => number): T[] {
  for (let i = 0; i < count && i < deck.length - 1; i++) {
    const j = i + below(deck.length - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** |observed − expected| within `sigmas` standard errors of a proportion over `rounds`. */
export function withinSigmas(observed: number, expected: number, rounds: number, sigmas = 5): boolean {
  return Math.abs(observed - expected) <= sigmas * Math.sqrt((expected * (1 - expected)) / rounds);
}
