import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../domain/manifest/types';
import { decideRedirect, redirectUrl } from './redirect';
import { resolveBrandId } from '../../domain/brand/resolve-brand';

const declared = new Set(['localhost', 'www.localhost', 'green.localhost', 'emerald.localhost', 'yellow.localhost']);

function config(redirect: Record<string, string>): AppConfig {
  return { appConfig: [{ model: 'version' }, { model: 'redirect', redirect }], gaConfig: { trackingId: '' }, recaptchaConfig: { recaptchaSiteKey: '' } };
}

describe('host → brand', () => {
  const index = { defaultBrand: 'red', hosts: { localhost: 'red', 'green.localhost': 'green', 'yellow.localhost': 'yellow' } };
  it.each([
    ['localhost', 'red'],
    ['green.localhost', 'green'],
    ['GREEN.localhost.', 'green'],
    ['yellow.localhost', 'yellow'],
    ['unknown.example', 'red'],
    ['constructor', 'red'],
  ])('%s → %s', (host, brand) => expect(resolveBrandId(host, index)).toBe(brand));
});

describe('redirect map', () => {
  it.each<[string, Record<string, string>, ReturnType<typeof decideRedirect>]>([
    ['emerald.localhost', { 'emerald.localhost': 'green.localhost' }, { action: 'redirect', target: 'green.localhost' }],
    ['green.localhost', { 'emerald.localhost': 'green.localhost' }, { action: 'stay' }],
    ['localhost', { localhost: 'localhost' }, { action: 'stay' }],
    [
      'localhost',
      { localhost: 'evil.example' },
      { action: 'refused', target: 'evil.example', reason: 'Redirect from localhost to evil.example refused: no brand declares evil.example.' },
    ],
    ['toString', {}, { action: 'stay' }],
  ])('%s with %j', (host, map, decision) => {
    expect(decideRedirect(host, config(map), declared)).toEqual(decision);
  });

  it('stays without a config', () => {
    expect(decideRedirect('localhost', null, declared)).toEqual({ action: 'stay' });
  });

  it('never leaves the declared hosts, whatever the map says', () => {
    const hosts = ['localhost', 'green.localhost', 'evil.example', 'a.b', 'yellow.localhost', 'x', 'www.localhost.evil'];
    for (const from of hosts) {
      for (const to of hosts) {
        const decision = decideRedirect(from, config({ [from]: to }), declared);
        if (decision.action === 'redirect') expect(declared.has(decision.target)).toBe(true);
        if (!declared.has(to) && to !== from) expect(decision.action).toBe('refused');
      }
    }
  });

  it('keeps protocol, port, path, query and hash', () => {
    expect(redirectUrl(new URL('http://emerald.localhost:8080/sports-page/Cricket/4?x=1#top'), 'green.localhost')).toBe('http://green.localhost:8080/sports-page/Cricket/4?x=1#top');
  });
});
