/**
 * The hashes the fairness proofs need, as an async port. The browser's Verify dialogs and the server
 * must compute the same bytes, so both use `webCrypto` (Web Crypto's SubtleCrypto, present in browsers
 * and in Node 20 as globalThis.crypto); a test may pass another implementation.
 */
export interface CryptoPort {
  sha256(bytes: Uint8Array): Promise<Uint8Array>;
  sha512(bytes: Uint8Array): Promise<Uint8Array>;
  hmacSha256(key: Uint8Array, message: Uint8Array): Promise<Uint8Array>;
}

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle;
  if (!found) throw new Error('Web Crypto (crypto.subtle) is not available here: a secure context (https or localhost) or Node 20 is needed');
  return found;
}

/** Web Crypto copies its inputs; the copy into a fresh ArrayBuffer keeps TypeScript's BufferSource type exact. */
function buffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

export const webCrypto: CryptoPort = {
  async sha256(bytes) {
    return new Uint8Array(await subtle().digest('SHA-256', buffer(bytes)));
  },
  async sha512(bytes) {
    return new Uint8Array(await subtle().digest('SHA-512', buffer(bytes)));
  },
  async hmacSha256(key, message) {
    const imported = await subtle().importKey('raw', buffer(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return new Uint8Array(await subtle().sign('HMAC', imported, buffer(message)));
  },
};
