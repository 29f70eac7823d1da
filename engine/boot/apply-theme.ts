/** Applies a brand theme as CSS custom properties on the root element, only from sanitised tokens. */
import type { BrandTheme } from '../../domain/manifest/types';
import { themeToCssVariables } from '../../domain/brand/css-tokens';
import { HEADER_OVERLAY_VARIABLE, headerOverlay } from '../../domain/brand/header-overlay';

export function applyTheme(theme: Partial<BrandTheme> | undefined, root: HTMLElement = document.documentElement): string[] {
  const { variables, rejected } = themeToCssVariables(theme);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  // Without a header text colour the components' own fallback (a darkening overlay) applies.
  const headerText = variables['--wl-color-header-text'];
  if (headerText) root.style.setProperty(HEADER_OVERLAY_VARIABLE, headerOverlay(headerText));
  if (rejected.length) console.warn(`Theme tokens refused (not a valid colour, length or font family): ${rejected.join(', ')}`);
  return rejected;
}
