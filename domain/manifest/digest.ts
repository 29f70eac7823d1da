/**
 * The digest the build records for each manifest it verified, and for the app config: SHA-256 (hex) of
 * the value's JSON as `JSON.stringify` writes the parsed value, so the file's spacing does not matter and
 * a value the server embeds in the page hashes the same as the one it was read from. Web Crypto only
 * exists in secure contexts; without it there is no digest and the value is validated in full.
 */
export function canonicalJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export async function jsonDigest(value: unknown): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(canonicalJsonText(value))));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
