import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempProject, type TempProject } from '../../tests/support/temp-project';
import { parseVariableCss } from '../lib/variable-css';
import { brandImport, convertLegacyBrand } from './brand-import';

const LEGACY = {
  appName: 'Saffron Bet',
  title: 'Saffron Bet | Cricket Exchange',
  metaDescription: 'Cricket exchange',
  logo: 'https://cdn.saffron.in/logo.png',
  logo2: 'https://cdn.saffron.in/logo2.png',
  mobileLogo: 'https://cdn.saffron.in/m.png',
  favicon: 'https://cdn.saffron.in/favicon.ico',
  manifestUrl: 'https://cdn.saffron.in/manifest.json',
  themeColor: '#ff9933',
  variableCss: ":root { --primary-color: #ff9933; --radius: 6px; --font-main: 'Noto Sans', sans-serif; }",
  managerID: 'mgr-77',
  adminName: 'saffronadmin',
  siteurl: 'saffron.localhost',
  showSignupOption: true,
  showSignupbyRefer: false,
  showLoginWithOtp: 'false',
  showDeposit: true,
  showWithdrawal: true,
  showMobileLogo: false,
  isContactUsVisisble: true,
};

describe('variableCss', () => {
  it('becomes typed tokens', () => {
    expect(parseVariableCss("--primary-color: #ff9933; --radius: 6px; --font-main: 'Noto Sans', sans-serif;")).toEqual({
      tokens: { colors: { 'primary-color': '#ff9933' }, lengths: { radius: '6px' }, fonts: { 'font-main': ['Noto Sans', 'sans-serif'] } },
      problems: [],
    });
  });

  it.each([
    ['--bg: url(https://evil/x.png)', 'variableCss: "--bg: url(https://evil/x.png)" is not a colour, a length or a font-family list, so it was refused'],
    ['--w: calc(100% - 2px)', 'variableCss: "--w: calc(100% - 2px)" is not a colour, a length or a font-family list, so it was refused'],
    ['color: red', 'variableCss: "color: red" is not a custom property declaration (--name: value)'],
    ['body { color: red }', 'variableCss: expected custom property declarations only (--name: value;), found a rule block'],
    ['--Bad_Name: #fff', 'variableCss: "--Bad_Name: #fff" has a name that is not a token name (lower-case letters, digits and dashes, starting with a letter)'],
  ])('refuses %s', (source, message) => {
    expect(parseVariableCss(source).problems).toEqual([message]);
  });
});

describe('convertLegacyBrand', () => {
  it('maps every legacy key', () => {
    const { manifest, problems } = convertLegacyBrand(LEGACY, {});
    expect(problems).toEqual([]);
    expect(manifest).toMatchObject({
      id: 'saffron-bet',
      hosts: ['saffron.localhost'],
      identity: { appName: 'Saffron Bet', title: 'Saffron Bet | Cricket Exchange', metaDescription: 'Cricket exchange', siteUrl: 'saffron.localhost', managerId: 'mgr-77', adminName: 'saffronadmin' },
      assets: { logo: LEGACY.logo, logo2: LEGACY.logo2, mobileLogo: LEGACY.mobileLogo, favicon: LEGACY.favicon, manifestUrl: LEGACY.manifestUrl },
      theme: { themeColor: '#ff9933', colors: { 'primary-color': '#ff9933' }, lengths: { radius: '6px' }, fonts: { 'font-main': ['Noto Sans', 'sans-serif'] } },
      flags: { signup: true, signupByReferral: false, otpLogin: false, deposit: true, withdrawal: true, mobileLogo: false, contactUs: true },
    });
  });

  it('refuses unknown keys and values it cannot map, writing nothing', () => {
    const { manifest, problems } = convertLegacyBrand({ ...LEGACY, showCasino: true, showDeposit: 'sometimes', variableCss: '--x: expression(1)' }, {});
    expect(manifest).toBeNull();
    expect(problems).toEqual([
      expect.stringMatching(/^legacy config: key "showCasino" is not part of the legacy brand format and was refused; known keys: appName, title, /),
      'legacy config: "showDeposit" must be true or false, got "sometimes"',
      'variableCss: "--x: expression(1)" is not a colour, a length or a font-family list, so it was refused',
    ]);
  });
});

describe('wl brand import', () => {
  let project: TempProject;
  let lines: string[];
  beforeEach(() => {
    project = tempProject();
    lines = [];
  });
  afterEach(() => project.remove());

  it('writes a manifest that validates', () => {
    const file = join(project.root, 'legacy.json');
    writeFileSync(file, JSON.stringify(LEGACY));
    expect(brandImport(project.root, file, {}, (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([`Made brands/saffron-bet/manifest.json from ${file}.`, '✓ brands/saffron-bet/manifest.json validates.']);
    expect(JSON.parse(readFileSync(join(project.root, 'brands/saffron-bet/manifest.json'), 'utf8')).id).toBe('saffron-bet');
  });

  it('says which asset files are missing when the legacy config used local paths', () => {
    const file = join(project.root, 'legacy.json');
    writeFileSync(file, JSON.stringify({ ...LEGACY, logo: 'img/logo.png' }));
    expect(brandImport(project.root, file, { id: 'saffron', host: 'saffron.localhost' }, (l) => lines.push(l))).toBe(1);
    expect(lines).toContain('✗ brands/saffron/manifest.json#/assets/logo: expected an existing file, but brands/saffron/img/logo.png is missing');
  });

  it('refuses a file that is not JSON', () => {
    const file = join(project.root, 'legacy.json');
    writeFileSync(file, '{ nope');
    expect(brandImport(project.root, file, {}, (l) => lines.push(l))).toBe(1);
    expect(lines[0]).toMatch(/^✗ .*legacy\.json#: expected valid JSON \(/);
  });
});
