/**
 * Whether a link's path is one a route pattern serves, as the app's router decides it: literal segments
 * compare without regard to case, `:name` takes one non-empty segment, a final `*` takes the rest. The
 * query string and hash of the link play no part. `wl brand validate` uses it to refuse links that lead
 * to no page.
 */

function segmentsOf(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter((segment) => segment.length > 0);
}

export function routeServes(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i]!;
    if (part === '*' && i === wanted.length - 1) return true;
    const segment = given[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return given.length === wanted.length;
}
