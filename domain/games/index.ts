/**
 * Casino game logic shared by the sandbox game provider (server) and the casino and aviator plugins
 * (their rules and Verify dialogs). Pure TypeScript: the hashes go through an async port whose one
 * implementation is Web Crypto, present in browsers and in Node 20, so both sides run one code path.
 *
 * - hex.ts: bytes ↔ hex, text → UTF-8 bytes.
 * - crypto-port.ts: `CryptoPort` (sha256, sha512, hmacSha256) and `webCrypto` over crypto.subtle.
 * - fair-shuffle.ts: provably fair rounds. `commitment(seed)` is published before betting opens;
 *   `fairStream` reads HMAC-SHA256(seed, "{roundId}:{counter}") 4 bytes at a time and draws
 *   `uniformInt(n)` by rejection (no modulo bias); `shuffle` is Fisher–Yates over that stream.
 * - cards.ts: cards as plain data (A = 1 … K = 13, suits with colour), the 52-card and 32-card decks.
 * - ratio.ts: exact fractions (bigint) for chances and returns to player.
 * - card-game.ts: the `CardGame` interface (bets as data with profit in hundredths, deal, settle,
 *   result label, exact return to player), `payoutPaise` (stake + profit floored to the paisa, in the
 *   house's favour), `dealRound` and `verifyRound` (what the server deals and the Verify dialog checks).
 * - One file per card game, each a `CardGame` with its exact return to player: dragon-tiger.ts,
 *   lucky-7.ts (both by walking every deal of their first cards), andar-bahar.ts (by the position of the
 *   first card matching the joker), teen-patti.ts with teen-patti-hands.ts (hand ranking; chances over
 *   all pairs of disjoint hands by inclusion–exclusion), thirty-two-cards.ts (exact recursion over
 *   the draws; a round the deck cannot finish is void). `cardGames` lists them all.
 * - crash.ts: Aviator's crash point from SHA-512 of the seeds, in whole hundredths; the flight
 *   m(t) = e^(0.00006 t), the time a multiplier is reached, and what a cash-out at a time pays.
 *
 * Tests beside the code check the hashes against node:crypto, pin the returns to player and compare
 * them with closed forms, other exact methods and seeded simulations (test-random.ts).
 */
export * from './hex';
export * from './crypto-port';
export * from './fair-shuffle';
export * from './cards';
export * from './ratio';
export * from './card-game';
export * from './dragon-tiger';
export * from './lucky-7';
export * from './andar-bahar';
export * from './teen-patti-hands';
export * from './teen-patti';
export * from './thirty-two-cards';
export * from './card-games';
export * from './crash';
