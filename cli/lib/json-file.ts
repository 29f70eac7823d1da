import { readFileSync } from 'node:fs';

export type JsonRead = { ok: true; value: unknown } | { ok: false; message: string };

export function readJsonFile(path: string, shownAs: string): JsonRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, message: `${shownAs}#: expected a readable file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `${shownAs}#: expected valid JSON (${(error as Error).message})` };
  }
}
