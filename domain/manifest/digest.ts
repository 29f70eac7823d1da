/**
 * The digest the build records for each manifest it verified: SHA-256 (hex) of the manifest's JSON as
 * `JSON.stringify` writes the parsed value, so the file's spacing does not matter and a manifest the
 * server embeds in the page hashes the same as the file. Web Crypto only exists in secure contexts;
 * without it there is no digest and the manifest is validated in full.
 */
export function canonicalManifestText(value: unknown): string {
  return JSON.stringify(value);
}

export async function manifestDigest(value: unknown): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(canonicalManifestText(value))));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
