/**
 * Turns JSON Schema errors into messages that name the file, the JSON pointer and what was expected.
 * The CLI and the server pass ajv's verbose errors; the browser passes compact ones that
 * withSchemaNotes (schema-notes.ts) gave the failing value and the schema's texts.
 */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  params: Record<string, unknown>;
  message?: string;
  propertyName?: string;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
  /** A compact error's schema text: the pattern's x-expected, or the allowed keys of a closed object. */
  note?: string | readonly string[];
}

export interface SchemaProblem {
  file: string;
  pointer: string;
  /** What was wrong and what was expected, e.g. 'expected boolean, got string'. */
  expected: string;
  message: string;
}

const SKIPPED_KEYWORDS = new Set(['if', 'propertyNames', 'anyOf', 'oneOf', 'allOf', 'not']);

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return String(value);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function expectation(error: SchemaError): string {
  const p = error.params;
  const schema = error.parentSchema ?? {};
  switch (error.keyword) {
    case 'required':
      return 'expected a value (it is required)';
    case 'dependencies':
      return `expected a value (it is required by "${String(p.property)}")`;
    case 'additionalProperties': {
      const allowed = Array.isArray(error.note) ? error.note : Object.keys((schema.properties as Record<string, unknown>) ?? {});
      return allowed.length ? `unknown key; expected one of the allowed keys: ${allowed.join(', ')}` : 'unknown key; no keys are allowed here';
    }
    case 'type':
      return `expected ${String(p.type)}, got ${typeOf(error.data)}`;
    case 'pattern':
      return `expected ${String(schema['x-expected'] ?? (typeof error.note === 'string' ? error.note : `text matching ${String(p.pattern)}`))}, got ${describeValue(error.data)}`;
    case 'enum':
      return `expected one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(error.data)}`;
    case 'const':
      return `expected ${JSON.stringify(p.allowedValue)}, got ${describeValue(error.data)}`;
    case 'minLength':
      return p.limit === 1 ? 'expected a non-empty string' : `expected at least ${plural(Number(p.limit), 'character')}`;
    case 'maxLength':
      return `expected at most ${plural(Number(p.limit), 'character')}`;
    case 'minimum':
      return `expected a number >= ${String(p.limit)}, got ${describeValue(error.data)}`;
    case 'maximum':
      return `expected a number <= ${String(p.limit)}, got ${describeValue(error.data)}`;
    case 'minItems':
      return `expected at least ${plural(Number(p.limit), 'item')}`;
    case 'maxItems':
      return `expected at most ${plural(Number(p.limit), 'item')}`;
    case 'uniqueItems':
      return `expected no duplicates (items ${String(p.j)} and ${String(p.i)} are equal)`;
    default:
      return `expected to satisfy "${error.keyword}"${error.message ? ` (${error.message})` : ''}`;
  }
}

function pointerOf(error: SchemaError): string {
  if (error.keyword === 'required' || error.keyword === 'dependencies') return `${error.instancePath}/${escapePointerToken(String(error.params.missingProperty))}`;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${escapePointerToken(String(error.params.additionalProperty))}`;
  }
  if (error.propertyName !== undefined) return `${error.instancePath}/${escapePointerToken(error.propertyName)}`;
  return error.instancePath;
}

/**
 * A key refused by propertyNames is reported twice: the inner error (about the key, at the object's
 * path) and a propertyNames error naming the key. Tie the two together so the pointer names the key.
 */
function withPropertyNames(errors: readonly SchemaError[]): SchemaError[] {
  const tied = errors.map((e) => ({ ...e }));
  tied.forEach((error, i) => {
    if (error.keyword !== 'propertyNames') return;
    const key = String(error.params.propertyName);
    for (let j = i - 1; j >= 0; j -= 1) {
      const inner = tied[j]!;
      if (inner.instancePath === error.instancePath && inner.propertyName === undefined && inner.data === key) inner.propertyName = key;
    }
  });
  return tied;
}

export function formatSchemaErrors(errors: readonly SchemaError[] | null | undefined, file: string): SchemaProblem[] {
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of withPropertyNames(errors ?? [])) {
    if (SKIPPED_KEYWORDS.has(error.keyword)) continue;
    const pointer = pointerOf(error);
    let expected = expectation(error);
    if (error.propertyName !== undefined) expected = `invalid key; ${expected.replace(/, got .*$/, '')}`;
    const message = `${file}#${pointer}: ${expected}`;
    if (seen.has(message)) continue;
    seen.add(message);
    problems.push({ file, pointer, expected, message });
  }
  return problems;
}
