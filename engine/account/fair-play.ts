/** The fair-play warning shown 300 ms after each login. */
import { proxy } from 'valtio';

export const fairPlay = proxy({ open: false });

export function openFairPlay(): void {
  fairPlay.open = true;
}

export function closeFairPlay(): void {
  fairPlay.open = false;
}
