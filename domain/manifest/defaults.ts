/**
 * A schema's defaults as a small tree, and the function that fills them into a value the way ajv's
 * `useDefaults` does: a missing property with a default gets a fresh copy of it, then each property
 * present is filled from its own node (named properties, else the additional-properties node), and each
 * array item from the items node. Boot uses it for a manifest whose digest the build already verified,
 * so the full validator stays out of the first load.
 */
export interface DefaultsNode {
  /** The property's default, when it has one. */
  d?: unknown;
  /** Named properties of an object. */
  p?: Record<string, DefaultsNode>;
  /** Properties of an object the named ones leave out. */
  a?: DefaultsNode;
  /** Items of an array. */
  i?: DefaultsNode;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function fillDefaults(value: unknown, node: DefaultsNode): void {
  if (Array.isArray(value)) {
    if (node.i) for (const item of value) fillDefaults(item, node.i);
    return;
  }
  if (!isObject(value)) return;
  const named = node.p ?? {};
  for (const [key, child] of Object.entries(named)) {
    if (value[key] === undefined && child.d !== undefined) value[key] = JSON.parse(JSON.stringify(child.d));
  }
  for (const [key, child] of Object.entries(value)) {
    const childNode = Object.hasOwn(named, key) ? named[key] : node.a;
    if (childNode) fillDefaults(child, childNode);
  }
}
