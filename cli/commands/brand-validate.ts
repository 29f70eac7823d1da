/** wl brand validate [<id>|--all]: every problem at once, each with file, JSON pointer and what was expected. */
import { checkBrands } from '../lib/brands';

export function brandValidate(root: string, ids: readonly string[], log: (line: string) => void = console.log): number {
  const { brands, problems } = checkBrands(root, ids);
  if (problems.length === 0) {
    log(`✓ ${brands.length} brand(s) valid: ${brands.map((b) => b.id).join(', ')}`);
    return 0;
  }
  for (const problem of problems) log(`✗ ${problem}`);
  log(`${problems.length} problem(s) found.`);
  return 1;
}
