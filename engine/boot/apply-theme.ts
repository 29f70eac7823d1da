/** Applies a brand theme as CSS custom properties on the root element, only from sanitised tokens. */
import type { BrandTheme } from '../manifest/types';
import { themeToCssVariables } from './css-tokens';

export function applyTheme(theme: Partial<BrandTheme> | undefined, root: HTMLElement = document.documentElement): string[] {
  const { variables, rejected } = themeToCssVariables(theme);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  if (rejected.length) console.warn(`Theme tokens refused (not a valid colour, length or font family): ${rejected.join(', ')}`);
  return rejected;
}
