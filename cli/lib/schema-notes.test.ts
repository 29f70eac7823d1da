/**
 * The browser's compact validators plus their notes must say exactly what the CLI's verbose
 * validators say, for every kind of schema text the notes carry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandManifest, PROJECT_ROOT } from '../../tests/support/fixtures';
import { loadAppConfig } from '../../engine/boot/app-config';
import { parseManifest } from '../../engine/boot/load-manifest';
import { formatSchemaErrors } from '../../domain/manifest/format-errors';
import { manifestValidator } from './brands';
import { compileSchema } from '../../schemas/compile';
import { collectSchemaNotes } from './schema-notes';

const FILE = 'brands/red/manifest.json';

function cliMessages(manifest: unknown): string[] {
  const validate = manifestValidator(PROJECT_ROOT);
  return validate(manifest) ? [] : formatSchemaErrors(validate.errors as never, FILE).map((p) => p.message);
}

async function browserMessages(manifest: unknown): Promise<string[]> {
  const result = await parseManifest('red', JSON.stringify(manifest));
  return result.ok ? [] : result.problems.map((p) => p.message);
}

describe('compact browser validators with notes', () => {
  it.each<[string, (m: Record<string, any>) => void]>([
    ['unknown keys at every depth', (m) => Object.assign(m, { extra: 1, identity: { ...m.identity, extra: 1 }, flags: { ...m.flags, extra: 1 } })],
    ['a bad id and host', (m) => ((m.id = 'Red Brand'), (m.hosts = ['https://x', 'ok.localhost']))],
    ['assets and endpoints', (m) => ((m.assets.logo = '../x.svg'), (m.api.baseUrl = 'ftp://x'), (m.api.socketUrl = 'javascript:1'))],
    ['theme tokens', (m) => Object.assign(m.theme, { themeColor: 'red;x', colors: { 'Bad Name': '#fff', ok: 'url(x)' }, lengths: { gap: '1 px' }, fonts: { body: ['x;y'] } })],
    ['layout rows', (m) => (m.layout = { rows: { 'Bad Segment': { extra: 1, topPadding: { mobile: -1, desktop: 'x' }, leftSidebar: 1, rightSidebar: true } } })],
    ['menu entries', (m) => (m.menu[0] = { ...m.menu[0], id: 'Bad Id', to: 'no slash', eventType: '5', extra: true })],
    ['plugin options', (m) => Object.assign(m.plugins.support, { whatsapp: 'call me', email: 'x', instagram: 'http://x', extra: 1 })],
    ['a plugin that does not exist', (m) => (m.plugins['no-such-plugin'] = {})],
  ])('match the CLI for %s', async (_name, edit) => {
    const manifest = brandManifest('red');
    edit(manifest);
    const expected = cliMessages(structuredClone(manifest));
    expect(expected.length).toBeGreaterThan(0);
    expect(await browserMessages(manifest)).toEqual(expected);
  });

  it('match the CLI for an app config', async () => {
    const config = { appConfig: [{ model: 'version', extra: 1 }, { model: 'redirect', redirect: { 'Bad Host': 'also bad' } }], gaConfig: { nope: 1 } };
    const validate = compileSchema(JSON.parse(readFileSync(join(PROJECT_ROOT, 'schemas', 'app-config.schema.json'), 'utf8')), { useDefaults: true });
    expect(validate(structuredClone(config))).toBe(false);
    const expected = formatSchemaErrors(validate.errors as never, 'app config').map((p) => p.message).join('; ');
    const fetcher = (async () => new Response(JSON.stringify({ success: true, result: config }))) as typeof fetch;
    expect(await loadAppConfig('/api/', fetcher)).toEqual({ ok: false, reason: expected });
  });

  it('refuses two schema places that would share an error path with different texts', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { $id: 'https://x/a.json', definitions: { t: { type: 'string', pattern: '^a$', 'x-expected': 'an a' } }, $ref: '#/definitions/t' },
        b: { $id: 'https://x/b.json', definitions: { t: { type: 'string', pattern: '^b$', 'x-expected': 'a b' } }, $ref: '#/definitions/t' },
      },
    };
    expect(() => collectSchemaNotes(schema)).toThrow('Two schema places share the error path #/definitions/t/pattern with different texts');
  });
});
