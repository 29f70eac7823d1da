/** Words and colours of a race card's runner rows. */
import type { RaceRunner } from './racing-api';

export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

/** Dark text on a light silk or trap colour, white on a dark one (relative luminance). */
export function numberInk(colour: string): string {
  const hex = colour.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
  const value = Number.parseInt(full, 16);
  if (!Number.isFinite(value) || full.length !== 6) return '#fff';
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.4 ? '#111' : '#fff';
}

/** 'J: S. Shinde · T: P. Shroff' for a horse, 'T: J. Ross' for a greyhound. */
export function connectionsText(runner: Pick<RaceRunner, 'jockey' | 'trainer'>): string {
  return [runner.jockey ? `J: ${runner.jockey}` : '', runner.trainer ? `T: ${runner.trainer}` : ''].filter(Boolean).join(' · ');
}

export function nonRunnerText(runner: Pick<RaceRunner, 'reductionFactor'> & Partial<Pick<RaceRunner, 'placeReductionFactor'>>): string {
  const place = runner.placeReductionFactor ? ` (place ${runner.placeReductionFactor}%)` : '';
  return runner.reductionFactor ? `Non-runner · reduction factor ${runner.reductionFactor}%${place}` : 'Non-runner';
}
