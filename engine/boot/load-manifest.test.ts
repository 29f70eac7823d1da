import { describe, expect, it } from 'vitest';
import { brandManifest } from '../../tests/support/fixtures';
import { pluginRegistry } from '../generated/plugin-registry';
import { parseManifest } from './load-manifest';

const FILE = 'brands/red/manifest.json';

async function problemsOf(edit: (m: Record<string, any>) => void): Promise<string[]> {
  const manifest = brandManifest('red');
  edit(manifest);
  const result = await parseManifest('red', JSON.stringify(manifest));
  return result.ok ? [] : result.problems.map((p) => p.message);
}

describe('manifest validation', () => {
  it('accepts every shipped brand and fills defaults', async () => {
    for (const id of ['red', 'green', 'yellow']) {
      const result = await parseManifest(id, JSON.stringify(brandManifest(id)));
      expect(result.ok, id).toBe(true);
    }
    const minimal = brandManifest('red');
    delete minimal.flags;
    delete minimal.theme;
    const result = await parseManifest('red', JSON.stringify(minimal));
    if (!result.ok) throw new Error(result.problems[0]!.message);
    expect(result.manifest.flags).toEqual({ signup: true, signupByReferral: false, otpLogin: true, deposit: true, withdrawal: true, mobileLogo: false, contactUs: true });
    expect(result.manifest.theme.themeColor).toBe('#000');
  });

  it('enables only the plugins a manifest lists, with defaults filled inside each listed one', async () => {
    const manifest = brandManifest('red');
    manifest.plugins = { support: { whatsapp: '919876543210' } };
    const result = await parseManifest('red', JSON.stringify(manifest));
    if (!result.ok) throw new Error(result.problems[0]!.message);
    expect(Object.keys(result.manifest.plugins)).toEqual(['support']);
    expect(result.manifest.plugins.support).toMatchObject({ whatsapp: '919876543210', email: '', fetchFromServer: true });
    delete manifest.plugins;
    const none = await parseManifest('red', JSON.stringify(manifest));
    if (!none.ok) throw new Error(none.problems[0]!.message);
    expect(none.manifest.plugins).toEqual({});
  });

  it.each<[string, (m: Record<string, any>) => void, string[]]>([
    ['a missing required property', (m) => delete m.identity.appName, [`${FILE}#/identity/appName: expected a value (it is required)`]],
    [
      'an unknown key, with the allowed ones',
      (m) => (m.flags.sigup = true),
      [`${FILE}#/flags/sigup: unknown key; expected one of the allowed keys: signup, signupByReferral, otpLogin, deposit, withdrawal, mobileLogo, contactUs`],
    ],
    ['a wrong type', (m) => (m.flags.signup = 'yes'), [`${FILE}#/flags/signup: expected boolean, got string`]],
    [
      'raw CSS in the theme colour',
      (m) => (m.theme.themeColor = 'red;background:url(x)'),
      [`${FILE}#/theme/themeColor: expected a colour: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() with numbers, or a colour name, got "red;background:url(x)"`],
    ],
    [
      'a length that is not a length',
      (m) => (m.theme.lengths.radius = 'expression(alert(1))'),
      [`${FILE}#/theme/lengths/radius: expected a length: a number with px, rem, em, %, vh, vw, vmin, vmax or ch, or 0, got "expression(alert(1))"`],
    ],
    [
      'a token name that is not a name',
      (m) => (m.theme.colors['Bad Name'] = '#fff'),
      [`${FILE}#/theme/colors/Bad Name: invalid key; expected a token name of lower-case letters, digits and dashes, starting with a letter`],
    ],
    [
      'a font family with CSS in it',
      (m) => (m.theme.fonts.body = ['Inter', 'x;}body{display:none']),
      [`${FILE}#/theme/fonts/body/1: expected a font family name of letters, digits, spaces and dashes, got "x;}body{display:none"`],
    ],
    ['a plugin this build does not have', (m) => (m.plugins['no-such-plugin'] = {}), [`${FILE}#/plugins/no-such-plugin: unknown key; expected one of the allowed keys: ${Object.keys(pluginRegistry).sort().join(', ')}`]],
    [
      "a plugin option its own schema refuses",
      (m) => (m.plugins.support.whatsapp = 'call me'),
      [`${FILE}#/plugins/support/whatsapp: expected a phone number of 8 to 15 digits with country code, optionally after +, or empty, got "call me"`],
    ],
    ['a plugin without a plugin it requires', (m) => delete m.plugins.exchange, [`${FILE}#/plugins/exchange: expected a value (it is required by "fancy")`]],
    ['no hosts', (m) => (m.hosts = []), [`${FILE}#/hosts: expected at least 1 item`]],
    ['a repeated host', (m) => (m.hosts = ['localhost', 'localhost']), [`${FILE}#/hosts: expected no duplicates (items 0 and 1 are equal)`]],
    [
      'a host with a scheme',
      (m) => (m.hosts = ['https://localhost']),
      [`${FILE}#/hosts/0: expected a lower-case host name like green.localhost (no scheme, port or path), got "https://localhost"`],
    ],
    [
      'a layout row without its header modes',
      (m) => (m.layout = { rows: { 'event-page': { topPadding: { mobile: 0, desktop: 0 }, leftSidebar: true, rightSidebar: true } } }),
      [`${FILE}#/layout/rows/event-page/header: expected a value (it is required)`],
    ],
    [
      'a menu entry with an unknown event type',
      (m) => (m.menu[0].eventType = '5'),
      [`${FILE}#/menu/0/eventType: expected one of "1", "2", "4", "c1", "c9", "v9", "b9", got "5"`],
    ],
    [
      'an asset path that climbs out of the brand folder',
      (m) => (m.assets.logo = '../green/assets/logo.svg'),
      [`${FILE}#/assets/logo: expected a path inside the brand folder like assets/logo.svg, or an https URL, got "../green/assets/logo.svg"`],
    ],
    [
      'several problems, all reported at once',
      (m) => {
        delete m.identity.title;
        m.flags.deposit = 1;
        m.api.baseUrl = 'javascript:alert(1)';
      },
      [
        `${FILE}#/identity/title: expected a value (it is required)`,
        `${FILE}#/flags/deposit: expected boolean, got number`,
        `${FILE}#/api/baseUrl: expected an absolute path like /api/ or an http(s) URL, got "javascript:alert(1)"`,
      ],
    ],
  ])('names the file, pointer and expectation for %s', async (_name, edit, expected) => {
    expect(await problemsOf(edit)).toEqual(expected);
  });

  it('reports broken JSON and a manifest filed under the wrong brand', async () => {
    const broken = await parseManifest('red', '{ "id": "red", ');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.problems[0]!.message).toMatch(/^brands\/red\/manifest\.json#: expected valid JSON \(/);
    const misfiled = await parseManifest('green', JSON.stringify(brandManifest('red')));
    expect(misfiled.ok).toBe(false);
    if (!misfiled.ok) expect(misfiled.problems.map((p) => p.message)).toEqual(['brands/green/manifest.json#/id: expected "green" (the brand folder\'s name), got "red"']);
  });
});

describe('a manifest the build verified', () => {
  it('is taken with its defaults filled while its digest matches, and validated in full once it changes', async () => {
    const { createHash } = await import('node:crypto');
    const digest = createHash('sha256').update(JSON.stringify(brandManifest('red'))).digest('hex');
    const manifest = brandManifest('red');
    delete manifest.flags;
    const validated = await parseManifest('red', JSON.stringify(manifest));
    // The digest is of the file as shipped: with flags removed it no longer matches, so the validator fills them.
    const edited = await parseManifest('red', JSON.stringify(manifest), digest);
    expect(edited).toEqual(validated);

    const shipped = await parseManifest('red', JSON.stringify(brandManifest('red'), null, 2), digest);
    expect(shipped).toEqual(await parseManifest('red', JSON.stringify(brandManifest('red'))));

    const broken = brandManifest('red');
    broken.flags.deposit = 1;
    const refused = await parseManifest('red', JSON.stringify(broken), digest);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.map((p) => p.message)).toEqual([`${FILE}#/flags/deposit: expected boolean, got number`]);
  });

  it('does not run the validator when the digest matches: the build has checked that manifest', async () => {
    const { jsonDigest } = await import('../../domain/manifest/digest');
    const unchecked = brandManifest('red');
    unchecked.flags.deposit = 1;
    const trusted = await parseManifest('red', JSON.stringify(unchecked), (await jsonDigest(unchecked))!);
    expect(trusted.ok).toBe(true);
  });
});
