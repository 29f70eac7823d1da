/**
 * The two things a manifest message needs from the schema that a compact (non-verbose) ajv error does
 * not carry: the x-expected text of a failed pattern and the allowed keys of an object that refuses
 * unknown ones. They are keyed by the error's schemaPath, walked here the way ajv writes it when refs
 * are inlined: a $ref restarts the path at the ref's own text.
 */
import type { SchemaNotes } from '../../domain/manifest/schema-notes';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => !!value && typeof value === 'object' && !Array.isArray(value);

/** ajv's escapeFragment: a JSON pointer token, URI-encoded. */
const fragment = (token: string) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'));

function resolveLocalRef(root: Schema, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`Only local refs are supported in browser schemas, got ${ref}`);
  let node: unknown = root;
  for (const token of ref.slice(2).split('/')) node = isSchema(node) ? node[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  if (!isSchema(node)) throw new Error(`The ref ${ref} points at nothing`);
  return node;
}

function hasRef(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasRef);
  return isSchema(schema) && ('$ref' in schema || Object.values(schema).some(hasRef));
}

export function collectSchemaNotes(schema: Schema): SchemaNotes {
  const notes: Record<string, string | string[]> = {};
  const note = (path: string, value: string | string[]) => {
    const known = notes[path];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(value)) {
      throw new Error(`Two schema places share the error path ${path} with different texts; give their definitions distinct names.`);
    }
    notes[path] = value;
  };

  const walk = (node: unknown, path: string, root: Schema): void => {
    if (!isSchema(node)) return;
    const ownRoot = typeof node.$id === 'string' ? node : root;
    if (typeof node.$ref === 'string') {
      const target = resolveLocalRef(ownRoot, node.$ref);
      // ajv inlines a ref without refs inside (the path goes on from the ref's text); it compiles any
      // other ref as a function whose paths start again at "#".
      walk(target, hasRef(target) ? '#' : node.$ref, ownRoot);
    }
    if (typeof node.pattern === 'string' && typeof node['x-expected'] === 'string') note(`${path}/pattern`, node['x-expected']);
    if (node.additionalProperties === false) note(`${path}/additionalProperties`, Object.keys(isSchema(node.properties) ? node.properties : {}));
    for (const [name, inner] of Object.entries(isSchema(node.properties) ? node.properties : {})) walk(inner, `${path}/properties/${fragment(name)}`, ownRoot);
    for (const [name, inner] of Object.entries(isSchema(node.patternProperties) ? node.patternProperties : {})) walk(inner, `${path}/patternProperties/${fragment(name)}`, ownRoot);
    for (const key of ['additionalProperties', 'propertyNames', 'items', 'additionalItems', 'contains', 'not', 'if', 'then', 'else']) walk(node[key], `${path}/${key}`, ownRoot);
    for (const key of ['allOf', 'anyOf', 'oneOf', 'items']) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((inner, i) => walk(inner, `${path}/${key}/${i}`, ownRoot));
  };

  walk(schema, '#', schema);
  return notes;
}

/** The browser's copy needs neither docs nor x-expected: the notes carry the texts. */
export function withoutNotedTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotedTexts);
  if (!isSchema(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !((key === 'description' || key === 'title' || key === 'x-expected') && typeof inner === 'string'))
      .map(([key, inner]) => [key, key === 'properties' ? Object.fromEntries(Object.entries(inner as object).map(([k, v]) => [k, withoutNotedTexts(v)])) : withoutNotedTexts(inner)]),
  );
}
