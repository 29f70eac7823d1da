/** wl brand new <id> --host <host> --color <hex>: a complete brand that validates as made. */
import { join } from 'node:path';
import { sanitizeColor } from '../../domain/brand/css-tokens';
import { assertEmptyFolder, contrastText, faviconSvg, logoSvg, titleFromId, webAppManifest, writeFiles } from '../lib/brand-files';
import { checkBrands } from '../lib/brands';

export interface BrandNewOptions {
  host: string;
  color: string;
  name?: string;
}

const BRAND_ID = /^[a-z][a-z0-9-]{1,31}$/;
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * The spec's navigation beyond what the plugins bring (the exchange adds the sport tabs): racing as
 * coming soon; the casino entries lead to the casino plugin's lobbies and Aviator to the aviator
 * plugin's page, all behind login but Live Casino; the drawer opens with Aviator.
 */
export const DEFAULT_MENU = [
  { id: 'horse-racing', label: 'Horse Racing', to: '/horse-racing', comingSoon: true },
  { id: 'greyhound-racing', label: 'Greyhound Racing', to: '/greyhound-racing', comingSoon: true },
  { id: 'live-casino', label: 'Live Casino', to: '/indian-card-games', eventType: 'c1' },
  { id: 'casino', label: 'Casino', to: '/casino-lobby/casino', eventType: 'c9', requiresLogin: true },
  { id: 'slot-games', label: 'Slot Games', to: '/casino-lobby/slot-games', eventType: 'c9', requiresLogin: true },
  { id: 'aviator', label: 'Aviator', to: '/aviator', requiresLogin: true, order: { drawer: 0 } },
];

/** A new brand offers what the shipped brands do: the exchange with its fancy lines (both bet through betting), the casino with Aviator, statements, support and the wallet. */
export const DEFAULT_PLUGINS = ['aviator', 'betting', 'casino', 'exchange', 'fancy', 'statements', 'support', 'wallet'];

export function newManifest(id: string, host: string, color: string, name: string): Record<string, unknown> {
  return {
    $schema: '../../schemas/brand-manifest.schema.json',
    id,
    hosts: [host],
    identity: {
      appName: name,
      title: `${name} | Online Cricket Exchange & Live Casino in India`,
      metaDescription: `Bet on cricket, football and tennis with live odds, sessions and instant withdrawals in ₹ at ${name}.`,
      siteUrl: host,
      managerId: `${id}-manager`,
      adminName: `${id}admin`,
    },
    assets: {
      logo: 'assets/logo.svg',
      logo2: 'assets/logo2.svg',
      mobileLogo: 'assets/mobile-logo.svg',
      favicon: 'assets/favicon.svg',
      manifestUrl: 'assets/site.webmanifest',
    },
    theme: { themeColor: color, colors: { header: color, 'header-text': contrastText(color), 'on-theme': contrastText(color) }, lengths: { radius: '8px' }, fonts: { body: ['Inter', 'system-ui', 'sans-serif'] } },
    flags: { signup: true, signupByReferral: false, otpLogin: true, deposit: true, withdrawal: true, mobileLogo: false, contactUs: true },
    api: { baseUrl: '/api/', socketUrl: '/', adminSocketUrl: '/admin' },
    menu: DEFAULT_MENU,
    plugins: Object.fromEntries(DEFAULT_PLUGINS.map((plugin) => [plugin, {}])),
  };
}

export function brandNew(root: string, id: string, options: BrandNewOptions, log: (line: string) => void = console.log): number {
  const problems: string[] = [];
  if (!BRAND_ID.test(id)) problems.push(`brand id "${id}": expected 2 to 32 lower-case letters, digits or dashes, starting with a letter`);
  if (!HOST.test(options.host)) problems.push(`--host "${options.host}": expected a lower-case host name like green.localhost`);
  if (!HEX.test(options.color) || !sanitizeColor(options.color)) problems.push(`--color "${options.color}": expected a hex colour like #1e8067`);
  if (problems.length) {
    problems.forEach((p) => log(`✗ ${p}`));
    return 1;
  }
  const dir = join(root, 'brands', id);
  try {
    assertEmptyFolder(dir, `brands/${id}`);
  } catch (error) {
    log(`✗ ${(error as Error).message}`);
    return 1;
  }
  const name = options.name ?? `${titleFromId(id)} Exchange`;
  const written = writeFiles(dir, {
    'manifest.json': `${JSON.stringify(newManifest(id, options.host, options.color, name), null, 2)}\n`,
    'assets/logo.svg': logoSvg(name, options.color),
    'assets/logo2.svg': logoSvg(name, options.color),
    'assets/mobile-logo.svg': logoSvg(name.split(' ')[0] ?? name, options.color),
    'assets/favicon.svg': faviconSvg(name, options.color),
    'assets/site.webmanifest': webAppManifest(name, options.color),
  });
  log(`Made brands/${id}/:`);
  written.forEach((file) => log(`  ${file}`));
  const check = checkBrands(root, [id]);
  const own = check.problems.filter((p) => p.startsWith(`brands/${id}/`));
  if (own.length) {
    own.forEach((p) => log(`✗ ${p}`));
    return 1;
  }
  log(`✓ brands/${id}/manifest.json validates. Serve it at http://${options.host}:8080 with npm start.`);
  return 0;
}
