/**
 * TypeScript types of the API's wire payloads, written from schemas/api/*.schema.json into
 * schemas/wire.ts, so the server that writes a payload and the client that reads it name one shape
 * and the schema stays its only declaration. The file is committed (the server runs and compiles
 * without `wl generate`); a test fails when it is stale.
 *
 * Only what shapes a value becomes a type (type, properties, required, items, enum, const, $ref,
 * additionalProperties); bounds and patterns stay the validator's. A keyword that would change the
 * shape and is not understood here (oneOf, allOf, …) stops the generation rather than being dropped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Schema = Record<string, unknown>;

export interface WireSchemaFile {
  /** Path from the project root. */
  file: string;
  /** Appended to every definition's name: request bodies read `…Body` beside the responses' plain names. */
  suffix: string;
}

export const WIRE_SCHEMA_FILES: readonly WireSchemaFile[] = [
  { file: 'schemas/api/responses.schema.json', suffix: '' },
  { file: 'schemas/api/auth.schema.json', suffix: 'Body' },
  { file: 'schemas/api/orders.schema.json', suffix: 'Body' },
  { file: 'schemas/api/wallet.schema.json', suffix: 'Body' },
  { file: 'schemas/api/casino.schema.json', suffix: 'Body' },
];

export const WIRE_TYPES_FILE = 'schemas/wire.ts';

/** Keywords that only bound or annotate a value: the validator checks them, the type leaves them out. */
const NOT_SHAPING = new Set([
  'description', 'title', 'default', 'x-expected', '$schema', '$id', 'definitions', 'required',
  'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties',
]);
const SHAPING = new Set(['type', 'properties', 'items', 'enum', 'const', '$ref', 'additionalProperties']);

/** `marketBets` → `MarketBets`. */
export function typeName(definition: string, suffix = ''): string {
  return `${definition.charAt(0).toUpperCase()}${definition.slice(1)}${suffix}`;
}

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  throw new Error(`only strings, numbers, booleans and null become literal types, not ${JSON.stringify(value)}`);
}

function doc(schema: Schema, indent: string): string {
  const text = typeof schema.description === 'string' ? schema.description.replace(/\*\//g, '*\\/') : '';
  return text ? `${indent}/** ${text} */\n` : '';
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
}

class WireTypeWriter {
  constructor(
    private readonly file: string,
    private readonly suffix: string,
  ) {}

  /** The definition as an exported interface (an object with properties) or type alias. */
  definition(name: string, schema: Schema): string {
    const exported = typeName(name, this.suffix);
    const pointer = `#/definitions/${name}`;
    const head = doc(schema, '');
    const types = this.types(schema, pointer);
    if (types.length === 1 && types[0] === 'object' && schema.properties) return `${head}export interface ${exported} ${this.objectType(schema, pointer, '')}\n`;
    return `${head}export type ${exported} = ${this.type(schema, pointer, '')};\n`;
  }

  private fail(pointer: string, problem: string): never {
    throw new Error(`${this.file}${pointer}: ${problem}`);
  }

  private types(schema: Schema, pointer: string): string[] {
    const type = schema.type;
    if (type === undefined) return schema.properties ? ['object'] : [];
    const list = Array.isArray(type) ? type : [type];
    if (!list.every((t): t is string => typeof t === 'string')) this.fail(pointer, 'type must be a name or a list of names');
    return list as string[];
  }

  private type(schema: Schema, pointer: string, indent: string): string {
    for (const keyword of Object.keys(schema)) {
      if (!SHAPING.has(keyword) && !NOT_SHAPING.has(keyword)) this.fail(pointer, `"${keyword}" would change the type, and wire types do not read it yet`);
    }
    if (typeof schema.$ref === 'string') {
      const match = /^#\/definitions\/([A-Za-z0-9_]+)$/.exec(schema.$ref);
      if (!match) this.fail(pointer, `$ref ${schema.$ref} is not a definition of the same file`);
      return typeName(match[1]!, this.suffix);
    }
    if ('const' in schema) return literal(schema.const);
    if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
    const types = this.types(schema, pointer);
    if (types.length === 0) return 'unknown';
    return types.map((type) => this.singleType(type, schema, pointer, indent)).join(' | ');
  }

  private singleType(type: string, schema: Schema, pointer: string, indent: string): string {
    switch (type) {
      case 'string':
        return 'string';
      case 'number':
      case 'integer':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array':
        return this.arrayType(schema, pointer, indent);
      case 'object':
        return this.objectType(schema, pointer, indent);
      default:
        return this.fail(pointer, `unknown type "${type}"`);
    }
  }

  /**
   * Lists are read-only: a payload is read or sent, not edited, and the server's constant lists (payment
   * methods, categories) go out as they are. A list of exactly n items (placing one order) is a tuple of n.
   */
  private arrayType(schema: Schema, pointer: string, indent: string): string {
    if (!schema.items || typeof schema.items !== 'object' || Array.isArray(schema.items)) return 'readonly unknown[]';
    const item = this.type(schema.items as Schema, `${pointer}/items`, indent);
    const size = schema.minItems;
    if (typeof size === 'number' && size === schema.maxItems && size >= 1 && size <= 4) return `readonly [${Array.from({ length: size }, () => item).join(', ')}]`;
    return /^[\w.]+$/.test(item) ? `readonly ${item}[]` : `ReadonlyArray<${item}>`;
  }

  private objectType(schema: Schema, pointer: string, indent: string): string {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const extra = schema.additionalProperties;
    const extraType = extra && typeof extra === 'object' ? this.type(extra as Schema, `${pointer}/additionalProperties`, `${indent}  `) : null;
    const names = Object.keys(properties);
    if (names.length === 0) return `Record<string, ${extraType ?? 'unknown'}>`;
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const inner = `${indent}  `;
    const lines = names.map((name) => {
      const property = properties[name]!;
      const optional = required.has(name) ? '' : '?';
      return `${doc(property, inner)}${inner}${propertyKey(name)}${optional}: ${this.type(property, `${pointer}/properties/${name}`, inner)};\n`;
    });
    if (extraType) lines.push(`${inner}[key: string]: ${extraType};\n`);
    return `{\n${lines.join('')}${indent}}`;
  }
}

/** The types of one schema file's definitions, in the file's order. */
export function wireTypesOf(file: string, schema: Schema, suffix: string): string {
  const definitions = (schema.definitions ?? {}) as Record<string, Schema>;
  const writer = new WireTypeWriter(file, suffix);
  const title = typeof schema.title === 'string' ? schema.title : file;
  return `// ${title} (${file})\n\n${Object.entries(definitions).map(([name, definition]) => writer.definition(name, definition)).join('\n')}`;
}

/** The whole of schemas/wire.ts, from the schema files under `root`. */
export function wireTypesSource(root: string): string {
  const parts = WIRE_SCHEMA_FILES.map(({ file, suffix }) => wireTypesOf(file, JSON.parse(readFileSync(join(root, file), 'utf8')) as Schema, suffix));
  return `// Generated by \`wl generate\` from schemas/api/*.schema.json. Do not edit: change the schema, then run
// \`wl generate\` (npm run typecheck does). The API's payloads with their wire names and units; the
// code on either side reads them into its own clean types.

${parts.join('\n')}`;
}
