/**
 * A market's result in a player's words ("Winner: India", "54 runs", "Void"), for statements. Results
 * are stored as JSON (settlement.ts encodeResult) since names were kept with them; older rows hold
 * "winner:<runner id>", "placed:<ids>", "runs:<n>" or "void", read here too.
 */
import type { MarketResult } from './settlement';

export type NameOf = (runnerId: string) => string | undefined;

export function resultWords(result: MarketResult, nameOf: NameOf): string {
  const name = (runnerId: string, given?: string) => given ?? nameOf(runnerId) ?? runnerId;
  switch (result.kind) {
    case 'winner':
      return `Winner: ${name(result.runnerId, result.name)}`;
    case 'placed':
      return `Placed: ${result.runnerIds.map((id, i) => name(id, result.names?.[i])).join(', ')}`;
    case 'runs':
      return result.words ?? `${result.runs} runs`;
    default:
      return 'Void';
  }
}

/** A stored result, JSON or the older text form; null when it is neither. */
export function storedResult(text: string): MarketResult | null {
  if (text.startsWith('{')) {
    try {
      return JSON.parse(text) as MarketResult;
    } catch {
      return null;
    }
  }
  if (text === 'void') return { kind: 'void' };
  const [kind, value = ''] = [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)];
  if (kind === 'winner') return { kind: 'winner', runnerId: value };
  if (kind === 'placed') return { kind: 'placed', runnerIds: value.split(',') };
  if (kind === 'runs' && Number.isFinite(Number(value))) return { kind: 'runs', runs: Number(value) };
  return null;
}
