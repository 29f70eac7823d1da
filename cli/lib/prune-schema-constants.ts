/**
 * ajv's standalone code embeds a whole schema object wherever it reads one part of it (the root
 * schema, for instance, only to ask whether a key is one of its properties). This keeps, of each
 * embedded schema, only the parts the code reads: values it uses, and bare key sets where it only
 * asks `hasOwnProperty.call(schemaN.properties, key)`.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The end of the JSON value starting at `start` (an object or array), strings respected. */
function jsonEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i += 1) {
    const c = code[i];
    if (c === '"') {
      for (i += 1; code[i] !== '"'; i += 1) if (code[i] === '\\') i += 1;
    } else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('Unterminated schema constant in the standalone validator');
}

function tokensOf(access: string): string[] {
  return [...access.matchAll(/\.([A-Za-z_$][\w$]*)|\["((?:[^"\\]|\\.)*)"\]/g)].map((m) => m[1] ?? JSON.parse(`"${m[2]}"`));
}

function setAt(target: Record<string, Json>, path: readonly string[], value: Json): void {
  let node = target;
  path.slice(0, -1).forEach((token) => {
    if (!node[token] || typeof node[token] !== 'object') node[token] = {};
    node = node[token] as Record<string, Json>;
  });
  const last = path[path.length - 1]!;
  const known = node[last];
  node[last] = known && typeof known === 'object' && value && typeof value === 'object' && !Array.isArray(value) ? { ...value, ...known } : value;
}

/** The longest part of the path that names data in the schema (`.enum.includes` reads the enum). */
function schemaPathIn(value: Json, tokens: readonly string[]): string[] {
  const path: string[] = [];
  let node = value;
  for (const token of tokens) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, token)) break;
    node = (node as Record<string, Json>)[token]!;
    path.push(token);
  }
  return path;
}

function valueAt(value: Json, path: readonly string[]): Json {
  return path.reduce<Json>((node, token) => (node as Record<string, Json>)[token]!, value);
}

export function pruneSchemaConstants(code: string): string {
  let out = code;
  for (const match of [...code.matchAll(/const (schema\d+) = (?=[{[])/g)]) {
    const name = match[1]!;
    const start = match.index! + match[0].length;
    const text = code.slice(start, jsonEnd(code, start));
    const schema = JSON.parse(text) as Json;
    const reads = [...code.matchAll(new RegExp(`(\\.call\\()?\\b${name}(?!\\d)((?:\\.[A-Za-z_$][\\w$]*|\\["(?:[^"\\\\]|\\\\.)*"\\])*)`, 'g'))].filter((m) => m.index !== match.index! + 6);
    // Read whole (or not at all): leave it as it is.
    if (reads.length === 0 || reads.some((m) => m[2] === '')) continue;
    const pruned: Record<string, Json> = {};
    const ordered = [...reads].sort((a, b) => Number(Boolean(b[1])) - Number(Boolean(a[1])));
    for (const read of ordered) {
      const path = schemaPathIn(schema, tokensOf(read[2]!));
      if (path.length === 0) continue;
      const value = valueAt(schema, path);
      if (read[1] && value && typeof value === 'object' && !Array.isArray(value)) setAt(pruned, path, Object.fromEntries(Object.keys(value).map((key) => [key, 0])));
      else setAt(pruned, path, value);
    }
    out = out.replace(`const ${name} = ${text}`, `const ${name} = ${JSON.stringify(pruned)}`);
  }
  return out;
}
