import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig } from './app-config';

// Counts the full validator's runs; it still validates as generated.
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('../generated/validate-app-config.js', async (importOriginal) => {
  const { default: validate } = await importOriginal<typeof import('../generated/validate-app-config.js')>();
  const counted = Object.assign((data: unknown) => {
    runs.count += 1;
    const valid = validate(data);
    counted.errors = validate.errors;
    return valid;
  }, { errors: validate.errors });
  return { default: counted };
});

const answering = (result: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true, result }), { status: 200 }));
// An independent digest: SHA-256 of the compact JSON text, as the build records it.
const digestOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const complete = {
  appConfig: [{ model: 'version', 'lot-version': '1.0.0', 'lot-android-version': '1.0.0' }, { model: 'redirect', redirect: { 'www.localhost': 'localhost' } }],
  gaConfig: { trackingId: '' },
  recaptchaConfig: { recaptchaSiteKey: '' },
};

describe('app config', () => {
  beforeEach(() => {
    runs.count = 0;
  });

  it('takes the answer the build checked without loading the validator', async () => {
    const fetcher = answering(complete);
    expect(await loadAppConfig('/api/', fetcher, digestOf(complete))).toEqual({ ok: true, config: complete });
    expect(fetcher).toHaveBeenCalledWith('/api/app-config', { cache: 'no-cache' });
    expect(runs.count).toBe(0);
  });

  it('validates an answer whose digest differs, filling its defaults', async () => {
    const edited = { appConfig: [{ model: 'version' }] };
    const result = await loadAppConfig('/api', answering(edited), digestOf(complete));
    expect(result).toEqual({ ok: true, config: { appConfig: [{ model: 'version', 'lot-version': '1.0.0', 'lot-android-version': '1.0.0' }], gaConfig: { trackingId: '' }, recaptchaConfig: { recaptchaSiteKey: '' } } });
    expect(runs.count).toBe(1);
  });

  it('refuses an invalid answer, with the reason, whatever digest the index gives', async () => {
    const broken = { appConfig: 'nope' };
    for (const digest of [undefined, digestOf(complete)]) {
      const result = await loadAppConfig('/api/', answering(broken), digest);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toMatch(/^app config#\/appConfig: expected/);
    }
    expect(runs.count).toBe(2);
  });

  it('reports an answer it cannot use', async () => {
    const failing = vi.fn<typeof fetch>(async () => new Response('', { status: 502 }));
    expect(await loadAppConfig('/api/', failing, digestOf(complete))).toEqual({ ok: false, reason: 'app config: HTTP 502' });
    const refused = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: false }), { status: 200 }));
    expect(await loadAppConfig('/api/', refused)).toEqual({ ok: false, reason: 'app config: the server answered success false' });
    const garbled = vi.fn<typeof fetch>(async () => new Response('{"success":', { status: 200 }));
    expect((await loadAppConfig('/api/', garbled)).ok).toBe(false);
    expect(runs.count).toBe(0);
  });
});
