/**
 * Turns JSON Schema errors (ajv, compiled with verbose: true) into messages that name the file,
 * the JSON pointer and what was expected. The same code serves the browser's boot page and the CLI.
 */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  propertyName?: string;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
}

export interface SchemaProblem {
  file: string;
  pointer: string;
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
      return 'a value (it is required)';
    case 'additionalProperties': {
      const allowed = Object.keys((schema.properties as Record<string, unknown>) ?? {});
      return allowed.length ? `no such key; allowed keys: ${allowed.join(', ')}` : 'no such key; no keys are allowed here';
    }
    case 'type':
      return `${String(p.type)}, got ${typeOf(error.data)}`;
    case 'pattern':
      return `${String(schema['x-expected'] ?? `text matching ${String(p.pattern)}`)}, got ${describeValue(error.data)}`;
    case 'enum':
      return `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(error.data)}`;
    case 'const':
      return `${JSON.stringify(p.allowedValue)}, got ${describeValue(error.data)}`;
    case 'minLength':
      return p.limit === 1 ? 'a non-empty string' : `at least ${plural(Number(p.limit), 'character')}`;
    case 'maxLength':
      return `at most ${plural(Number(p.limit), 'character')}`;
    case 'minimum':
      return `a number >= ${String(p.limit)}, got ${describeValue(error.data)}`;
    case 'maximum':
      return `a number <= ${String(p.limit)}, got ${describeValue(error.data)}`;
    case 'minItems':
      return `at least ${plural(Number(p.limit), 'item')}`;
    case 'maxItems':
      return `at most ${plural(Number(p.limit), 'item')}`;
    case 'uniqueItems':
      return `no duplicates (items ${String(p.j)} and ${String(p.i)} are equal)`;
    default:
      return error.message ?? error.keyword;
  }
}

function pointerOf(error: SchemaError): string {
  if (error.keyword === 'required') return `${error.instancePath}/${escapePointerToken(String(error.params.missingProperty))}`;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${escapePointerToken(String(error.params.additionalProperty))}`;
  }
  if (error.propertyName !== undefined) return `${error.instancePath}/${escapePointerToken(error.propertyName)}`;
  return error.instancePath;
}

export function formatSchemaErrors(errors: readonly SchemaError[] | null | undefined, file: string): SchemaProblem[] {
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of errors ?? []) {
    if (SKIPPED_KEYWORDS.has(error.keyword)) continue;
    const pointer = pointerOf(error);
    let expected = expectation(error);
    if (error.propertyName !== undefined) expected = `a valid key: ${expected.replace(/, got .*$/, '')}`;
    const message = `${file}#${pointer}: expected ${expected}`;
    if (seen.has(message)) continue;
    seen.add(message);
    problems.push({ file, pointer, expected, message });
  }
  return problems;
}
