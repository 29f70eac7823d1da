/** Every property of every schema a brand, operator or plugin developer reads has a description. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tests/support/fixtures';

function schemaFiles(): string[] {
  const top = readdirSync(join(PROJECT_ROOT, 'schemas')).filter((f) => f.endsWith('.json')).map((f) => `schemas/${f}`);
  const api = readdirSync(join(PROJECT_ROOT, 'schemas', 'api')).map((f) => `schemas/api/${f}`);
  const plugins = readdirSync(join(PROJECT_ROOT, 'plugins')).map((id) => `plugins/${id}/schema.json`);
  return [...top, ...api, ...plugins];
}

function undocumented(node: unknown, pointer: string, found: string[]): string[] {
  if (!node || typeof node !== 'object') return found;
  const schema = node as Record<string, unknown>;
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  for (const [name, property] of Object.entries(properties ?? {})) {
    if (typeof property.description !== 'string' || property.description.length === 0) found.push(`${pointer}/properties/${name}`);
    undocumented(property, `${pointer}/properties/${name}`, found);
  }
  for (const key of ['items', 'additionalProperties', 'then', 'else']) if (schema[key] && typeof schema[key] === 'object') undocumented(schema[key], `${pointer}/${key}`, found);
  for (const key of ['allOf', 'anyOf', 'oneOf']) (schema[key] as unknown[] | undefined)?.forEach((s, i) => undocumented(s, `${pointer}/${key}/${i}`, found));
  for (const [name, definition] of Object.entries((schema.definitions as Record<string, unknown>) ?? {})) undocumented(definition, `${pointer}/definitions/${name}`, found);
  return found;
}

describe('schema documentation', () => {
  it.each(schemaFiles())('%s describes every property', (file) => {
    const schema = JSON.parse(readFileSync(join(PROJECT_ROOT, file), 'utf8'));
    expect(typeof schema.description).toBe('string');
    expect(undocumented(schema, '#', [])).toEqual([]);
  });
});
