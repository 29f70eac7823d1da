import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { tempProject, type TempProject } from '../../tests/support/temp-project';
import { brandNew } from './brand-new';
import { brandValidate } from './brand-validate';

let project: TempProject;
let lines: string[];
const log = (line: string) => lines.push(line);

function editJson(path: string, edit: (value: any) => void) {
  const file = join(project.root, path);
  const value = JSON.parse(readFileSync(file, 'utf8'));
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

beforeEach(() => {
  project = tempProject();
  lines = [];
});
afterEach(() => project.remove());

describe('wl brand new', () => {
  it('makes a brand that validates and says what it made', () => {
    expect(brandNew(project.root, 'blue', { host: 'blue.localhost', color: '#1d4ed8' }, log)).toBe(0);
    expect(lines).toEqual([
      'Made brands/blue/:',
      '  manifest.json',
      '  assets/logo.svg',
      '  assets/logo2.svg',
      '  assets/mobile-logo.svg',
      '  assets/favicon.svg',
      '  assets/site.webmanifest',
      '✓ brands/blue/manifest.json validates. Serve it at http://blue.localhost:8080 with npm start.',
    ]);
    const manifest = JSON.parse(readFileSync(join(project.root, 'brands/blue/manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ id: 'blue', hosts: ['blue.localhost'], theme: { themeColor: '#1d4ed8' }, identity: { appName: 'Blue Exchange' } });
    expect(brandValidate(project.root, ['blue'], log)).toBe(0);
  });

  it('refuses a non-empty folder and touches nothing', () => {
    const before = readFileSync(join(project.root, 'brands/green/manifest.json'), 'utf8');
    expect(brandNew(project.root, 'green', { host: 'other.localhost', color: '#000000' }, log)).toBe(1);
    expect(lines).toEqual(['✗ brands/green already exists and is not empty; choose another id or remove the folder.']);
    expect(readFileSync(join(project.root, 'brands/green/manifest.json'), 'utf8')).toBe(before);
  });

  it('refuses a bad id, host and colour all at once', () => {
    expect(brandNew(project.root, 'Bad Id', { host: 'http://x', color: 'red;' }, log)).toBe(1);
    expect(lines).toEqual([
      '✗ brand id "Bad Id": expected 2 to 32 lower-case letters, digits or dashes, starting with a letter',
      '✗ --host "http://x": expected a lower-case host name like green.localhost',
      '✗ --color "red;": expected a hex colour like #1e8067',
    ]);
    expect(existsSync(join(project.root, 'brands/Bad Id'))).toBe(false);
  });
});

/** The plugins of the project copy, as the schema lists them. */
function builtPlugins(): string[] {
  return readdirSync(join(project.root, 'plugins')).filter((id) => existsSync(join(project.root, 'plugins', id, 'plugin.json'))).sort();
}

describe('wl brand validate', () => {
  it('passes the shipped brands', () => {
    expect(brandValidate(project.root, [], log)).toBe(0);
    expect(lines).toEqual(['✓ 3 brand(s) valid: green, red, yellow']);
  });

  it('reports every problem at once, across files', () => {
    editJson('brands/green/manifest.json', (m) => {
      m.hosts.push('localhost');
      m.flags.deposti = true;
      m.layout = { rows: { 'casino-parlour': { topPadding: { mobile: 0, desktop: 0 }, header: { mobile: 'fixed', desktop: 'fixed' }, leftSidebar: true, rightSidebar: true } } };
      m.assets.logo2 = 'assets/missing.svg';
    });
    editJson('brands/yellow/manifest.json', (m) => {
      m.plugins['no-such-plugin'] = {};
      m.theme.colors.page = 'url(evil)';
    });
    editJson('brands/app-config.json', (c) => {
      c.appConfig[1].redirect['old.localhost'] = 'phish.example';
    });
    expect(brandValidate(project.root, [], log)).toBe(1);
    expect(lines).toEqual([
      '✗ brands/green/manifest.json#/flags/deposti: unknown key; expected one of the allowed keys: signup, signupByReferral, otpLogin, deposit, withdrawal, mobileLogo, contactUs',
      '✗ brands/yellow/manifest.json#/theme/colors/page: expected a colour: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() with numbers, or a colour name, got "url(evil)"',
      `✗ brands/yellow/manifest.json#/plugins/no-such-plugin: unknown key; expected one of the allowed keys: ${builtPlugins().join(', ')}`,
      '✗ brands/app-config.json#/appConfig/1/redirect/old.localhost: expected a host some brand declares, got "phish.example"',
      '4 problem(s) found.',
    ]);
  });

  it('cross-checks hosts, layout segments and asset files once the schema passes', () => {
    editJson('brands/green/manifest.json', (m) => {
      m.hosts.push('localhost');
      m.layout = { rows: { 'casino-parlour': { topPadding: { mobile: 0, desktop: 0 }, header: { mobile: 'fixed', desktop: 'fixed' }, leftSidebar: true, rightSidebar: true } } };
      m.assets.logo2 = 'assets/missing.svg';
    });
    expect(brandValidate(project.root, ['green'], log)).toBe(1);
    expect(lines[0]).toBe('✗ brands/green/manifest.json#/assets/logo2: expected an existing file, but brands/green/assets/missing.svg is missing');
    expect(lines[1]).toBe(
      '✗ brands/green/manifest.json#/layout/rows/casino-parlour: expected a first path segment the engine or an enabled plugin serves; known: account-statement, account-statement-details, aviator, betting-profit-loss, betting-profit-loss-details, casino-live, casino-lobby, casino_live, change-password, competition-detail-page, default-page, deposit, download-apk, event-page, exclusion-policy, greyhound-racing, horse-racing, indian-card-games, open-bets, privacy-policy, responsible-gambling, rules-regulations, settings, sports-page, table-casino-live, time-setting, transactions, transactions-details, transfer-statement, virtual-event-page, withdraw',
    );
    expect(lines[2]).toBe('✗ brands/green/manifest.json#/hosts/2: expected a host no other brand declares, but "localhost" is also declared by brands/red/manifest.json');
    expect(lines[3]).toBe('3 problem(s) found.');
  });

  it('refuses a brand that enables a plugin without what it requires, naming both', () => {
    editJson('brands/green/manifest.json', (m) => delete m.plugins.exchange);
    expect(brandValidate(project.root, ['green'], log)).toBe(1);
    expect(lines).toEqual(['✗ brands/green/manifest.json#/plugins/exchange: expected a value (it is required by "fancy")', '1 problem(s) found.']);
  });

  it('refuses a menu entry to a page whose brand flag is off (yellow has no deposit page)', () => {
    editJson('brands/yellow/manifest.json', (m) => {
      m.menu.push({ id: 'pay-in', label: 'Pay In', to: '/deposit' }, { id: 'history', label: 'History', to: '/transactions' });
    });
    expect(brandValidate(project.root, ['yellow'], log)).toBe(1);
    const menuAt = JSON.parse(readFileSync(join(project.root, 'brands/yellow/manifest.json'), 'utf8')).menu.length - 2;
    expect(lines).toEqual([
      `✗ brands/yellow/manifest.json#/menu/${menuAt}/to: expected a path the engine or an enabled plugin serves; brand "yellow" menu entry "pay-in" (Pay In) leads to "/deposit", a page of plugin "wallet" that exists only with flags.deposit on, which the brand turns off`,
      '1 problem(s) found.',
    ]);
  });

  it("refuses menu entries and layout rows for a plugin the brand leaves out, and accepts the brand's other entries", () => {
    editJson('brands/green/manifest.json', (m) => {
      m.plugins = { support: {} };
      // The casino's, Aviator's and racing's entries go with their plugins; the refusal of such entries is the point of the pushed one.
      m.menu = m.menu.filter((entry: { to: string }) => !/casino|card-games|aviator|racing/.test(entry.to));
      m.menu.push({ id: 'matches', label: 'Matches', to: '/event-page/4/1' }, { id: 'soon', label: 'Soon', to: '/sports-page/x/9', comingSoon: true });
      m.layout = { rows: { 'event-page': { topPadding: { mobile: 0, desktop: 0 }, header: { mobile: 'fixed', desktop: 'fixed' }, leftSidebar: true, rightSidebar: true } } };
    });
    expect(brandValidate(project.root, ['green'], log)).toBe(1);
    const menuAt = JSON.parse(readFileSync(join(project.root, 'brands/green/manifest.json'), 'utf8')).menu.length - 2;
    expect(lines).toEqual([
      '✗ brands/green/manifest.json#/layout/rows/event-page: expected a first path segment the engine or an enabled plugin serves; known: change-password, default-page, download-apk, exclusion-policy, privacy-policy, responsible-gambling, rules-regulations, time-setting',
      `✗ brands/green/manifest.json#/menu/${menuAt}/to: expected a path the engine or an enabled plugin serves; brand "green" menu entry "matches" (Matches) leads to "/event-page/4/1", a page of plugin "exchange", which the brand does not enable`,
      '2 problem(s) found.',
    ]);
  });

  it('refuses menu entries that lead to no page, naming the brand, the entry and the path; coming-soon entries lead nowhere and pass', () => {
    editJson('brands/red/manifest.json', (m) => {
      m.menu.push(
        { id: 'lobby', label: 'Lobby', to: '/poker-room/lobby', requiresLogin: true },
        { id: 'ipl', label: 'IPL', to: '/sports-page/Cricket' },
        { id: 'tennis-live', label: 'Tennis', to: '/Sports-Page/tennis/2?tab=live' },
        { id: 'times', label: 'Times', to: '/time-setting' },
        { id: 'quiz', label: 'Quiz', to: '/quiz', comingSoon: true },
      );
    });
    expect(brandValidate(project.root, ['red'], log)).toBe(1);
    const at = JSON.parse(readFileSync(join(project.root, 'brands/red/manifest.json'), 'utf8')).menu.length - 5;
    expect(lines).toEqual([
      `✗ brands/red/manifest.json#/menu/${at}/to: expected a path the engine or an enabled plugin serves; brand "red" menu entry "lobby" (Lobby) leads to "/poker-room/lobby", which no page serves; mark the entry comingSoon until a plugin serves it`,
      `✗ brands/red/manifest.json#/menu/${at + 1}/to: expected a path the engine or an enabled plugin serves; brand "red" menu entry "ipl" (IPL) leads to "/sports-page/Cricket", which no page serves; the pages of "/sports-page" are /sports-page/:sportsName/:eventTypeId`,
      '2 problem(s) found.',
    ]);
  });

  it('exits non-zero from the command line and names a missing brand', () => {
    const run = spawnSync(process.execPath, [join(PROJECT_ROOT, 'cli/wl.mjs'), '--root', project.root, 'brand', 'validate', 'purple'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('✗ brands/purple/manifest.json: expected a brand folder with a manifest.json; brands: green, red, yellow');
    const ok = spawnSync(process.execPath, [join(PROJECT_ROOT, 'cli/wl.mjs'), '--root', project.root, 'brand', 'validate', '--all'], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
  });
});
