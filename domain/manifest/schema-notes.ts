/**
 * The browser's validators are compiled without ajv's verbose mode (it embeds the whole schema and
 * each failing value in the bundle). What the messages need from verbose errors comes back here: the
 * failing value from the validated document, and the schema's texts from the notes `wl generate`
 * writes beside each validator.
 */
import type { SchemaError } from './format-errors';

/** schemaPath → the x-expected text of a pattern, or the allowed keys of a closed object. */
export type SchemaNotes = Readonly<Record<string, string | readonly string[]>>;

function valueAt(document: unknown, pointer: string): unknown {
  let value = document;
  for (const token of pointer.split('/').slice(1)) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

export function withSchemaNotes(errors: readonly SchemaError[] | null | undefined, document: unknown, notes: SchemaNotes): SchemaError[] {
  return (errors ?? []).map((error) => ({
    ...error,
    // An error about a key (propertyNames) is about the key's text, not the value under it.
    data: error.propertyName ?? valueAt(document, error.instancePath),
    note: error.schemaPath === undefined ? undefined : notes[error.schemaPath],
  }));
}
