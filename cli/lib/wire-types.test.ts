import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { WIRE_TYPES_FILE, wireTypesOf, wireTypesSource } from './wire-types';

/** The declaration written for one definition `thing` of a schema file. */
function declared(definition: object, suffix = ''): string {
  return wireTypesOf('test.schema.json', { title: 'Test', definitions: { thing: definition } }, suffix).replace('// Test (test.schema.json)\n\n', '');
}

describe('wire types', () => {
  it('schemas/wire.ts is what the API schemas make (run wl generate and commit it after changing one)', () => {
    expect(readFileSync(join(PROJECT_ROOT, WIRE_TYPES_FILE), 'utf8')).toBe(wireTypesSource(PROJECT_ROOT));
  });

  it.each([
    [{ type: 'string', maxLength: 4 }, 'export type Thing = string;\n'],
    [{ type: 'integer', minimum: 1 }, 'export type Thing = number;\n'],
    [{ type: ['string', 'null'] }, 'export type Thing = string | null;\n'],
    [{ enum: ['Back', 'Lay'] }, "export type Thing = 'Back' | 'Lay';\n"],
    [{ enum: [0, 1] }, 'export type Thing = 0 | 1;\n'],
    [{ const: "it's" }, "export type Thing = 'it\\'s';\n"],
    [{ type: 'object' }, 'export type Thing = Record<string, unknown>;\n'],
    [{ type: 'object', additionalProperties: { type: 'string' } }, 'export type Thing = Record<string, string>;\n'],
    [{ type: 'array' }, 'export type Thing = readonly unknown[];\n'],
    [{ type: 'array', items: { type: 'number' } }, 'export type Thing = readonly number[];\n'],
    [{ type: 'array', items: { enum: ['a', 'b'] } }, "export type Thing = ReadonlyArray<'a' | 'b'>;\n"],
    [{ type: 'array', minItems: 1, maxItems: 1, items: { $ref: '#/definitions/order' } }, 'export type Thing = readonly [Order];\n'],
    [{ $ref: '#/definitions/order', description: 'The order.' }, '/** The order. */\nexport type Thing = Order;\n'],
    [{}, 'export type Thing = unknown;\n'],
  ])('%j is written %j', (schema, expected) => {
    expect(declared(schema)).toBe(expected);
  });

  it('writes an object with properties as an interface, optional where not required, each with its description', () => {
    const schema = {
      description: 'A bet.',
      type: 'object',
      required: ['id', 'at'],
      properties: {
        id: { type: 'string', description: 'Order id.' },
        at: { type: ['object', 'null'], required: ['ms'], properties: { ms: { type: 'number', description: 'Epoch ms.' } }, description: 'When.' },
        'odd-name': { type: 'boolean', description: 'Spelt with a dash.' },
      },
    };
    expect(declared(schema, 'Body')).toBe(`/** A bet. */
export interface ThingBody {
  /** Order id. */
  id: string;
  /** When. */
  at: {
    /** Epoch ms. */
    ms: number;
  } | null;
  /** Spelt with a dash. */
  'odd-name'?: boolean;
}
`);
  });

  it.each([
    [{ oneOf: [{ type: 'string' }, { type: 'number' }] }, 'test.schema.json#/definitions/thing: "oneOf" would change the type, and wire types do not read it yet'],
    [{ type: 'object', properties: { a: { allOf: [] , description: 'A.' } } }, 'test.schema.json#/definitions/thing/properties/a: "allOf" would change the type, and wire types do not read it yet'],
    [{ $ref: 'other.schema.json#/definitions/order' }, 'test.schema.json#/definitions/thing: $ref other.schema.json#/definitions/order is not a definition of the same file'],
    [{ type: 'decimal' }, 'test.schema.json#/definitions/thing: unknown type "decimal"'],
  ])('refuses %j rather than dropping what it cannot write', (schema, message) => {
    expect(() => declared(schema)).toThrow(message);
  });
});
