/**
 * Signatures of seamless-wallet calls: HMAC-SHA256 over the raw request body under the provider's
 * secret, hex, in the X-Casino-Signature header. The provider id travels in X-Casino-Provider.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-casino-signature';
export const PROVIDER_HEADER = 'x-casino-provider';

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function signatureMatches(secret: string, rawBody: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
