/** The header title of a casino lobby page (spec section 2, Header title): small, as the plugin's contract chunk carries it. */

export const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The header title of /casino-lobby/{rest}: the segments after casino-lobby, dashes turned into spaces;
 * on a provider page (second segment "provider") the type and "provider" are dropped, leaving the
 * provider's name. Each word starts with a capital, as a title does ("slot-games" → "Slot Games").
 */
export function lobbyTitle(rest: string): string {
  const segments = rest.split('/').filter(Boolean).map(decodeSegment);
  const named = segments[1] === 'provider' ? segments.slice(2) : segments;
  return named
    .join(' ')
    .replace(/-/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

