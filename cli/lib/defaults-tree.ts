/**
 * The defaults of a JSON Schema as a DefaultsNode tree (domain/manifest/defaults): local `$ref`s are
 * followed within the nearest schema that declares an `$id` (a referenced schema's own property defaults
 * count; a default beside the `$ref` is the property's), and branches without a default anywhere
 * below them are left out, so the tree the browser carries holds only what fills something.
 */
import type { DefaultsNode } from '../../domain/manifest/defaults';

type Schema = Record<string, unknown>;

function resolveRef(ref: string, scope: Schema): Schema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $ref is supported in manifest schemas, got "${ref}".`);
  let target: unknown = scope;
  for (const part of ref.slice(2).split('/')) target = (target as Schema)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!target || typeof target !== 'object') throw new Error(`$ref "${ref}" points at nothing.`);
  return target as Schema;
}

function nodeOf(schema: Schema, scope: Schema, depth: number): DefaultsNode | null {
  if (depth > 40) throw new Error('The schema nests deeper than 40 levels; is a $ref recursive?');
  const ownScope = typeof schema.$id === 'string' ? schema : scope;
  const resolved = typeof schema.$ref === 'string' ? { ...resolveRef(schema.$ref, ownScope), ...withoutRef(schema) } : schema;
  const node: DefaultsNode = {};
  // ajv fills the default written beside a property, not one inside the schema its $ref names.
  if (schema.default !== undefined) node.d = schema.default;
  const properties = resolved.properties as Record<string, Schema> | undefined;
  if (properties) {
    const named: Record<string, DefaultsNode> = {};
    for (const [key, child] of Object.entries(properties)) {
      const childNode = nodeOf(child, ownScope, depth + 1);
      if (childNode) named[key] = childNode;
    }
    if (Object.keys(named).length) node.p = named;
  }
  if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object') {
    const additional = nodeOf(resolved.additionalProperties as Schema, ownScope, depth + 1);
    if (additional) node.a = additional;
  }
  if (resolved.items && typeof resolved.items === 'object' && !Array.isArray(resolved.items)) {
    const items = nodeOf(resolved.items as Schema, ownScope, depth + 1);
    if (items) node.i = items;
  }
  return Object.keys(node).length ? node : null;
}

function withoutRef(schema: Schema): Schema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

export function defaultsTree(schema: object): DefaultsNode {
  return nodeOf(schema as Schema, schema as Schema, 0) ?? {};
}
