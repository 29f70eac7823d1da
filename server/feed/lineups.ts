/**
 * Batting orders for the sandbox's teams: eleven made-up names per team, drawn from the team's name so a
 * team bats with the same order in every match and on every process.
 */
import { seededRandom } from './random';

const INITIALS = ['A', 'B', 'D', 'H', 'J', 'K', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'Y'];
const SURNAMES = ['Sharma', 'Patel', 'Iyer', 'Khan', 'Singh', 'Reddy', 'Nair', 'Das', 'Joshi', 'Rao', 'Gill', 'Pandey', 'Kumar', 'Yadav', 'Menon', 'Chahal', 'Bose', 'Mehta', 'Kapoor', 'Thakur', 'Saini', 'Verma', 'Mishra', 'Pillai'];

function hashText(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** The team's eleven, in batting order, no name twice. */
export function battingOrder(team: string): string[] {
  const random = seededRandom(hashText(team));
  const names = new Set<string>();
  while (names.size < 11) names.add(`${random.pick(INITIALS)}. ${random.pick(SURNAMES)}`);
  return [...names];
}
