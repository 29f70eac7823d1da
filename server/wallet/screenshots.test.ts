import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScreenshotStore, sniffImage } from './screenshots';

const hex = (text: string) => Buffer.from(text.replace(/ /g, ''), 'hex');

describe('payment screenshots', () => {
  it.each<[string, Buffer, string | null]>([
    ['PNG', hex('89504e47 0d0a1a0a 0000000d'), 'image/png'],
    ['JPEG', hex('ffd8ffe0 00104a46'), 'image/jpeg'],
    ['WebP', Buffer.concat([Buffer.from('RIFF'), hex('24000000'), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['an AVI (RIFF but not WebP)', Buffer.concat([Buffer.from('RIFF'), hex('24000000'), Buffer.from('AVI LIST')]), null],
    ['a GIF', Buffer.from('GIF89a......'), null],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a PDF', Buffer.from('%PDF-1.7'), null],
    ['a truncated PNG signature', hex('89504e47'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s is %s', (_what, bytes, type) => {
    expect(sniffImage(bytes)).toBe(type);
  });

  it('stores under a random name readable by its owner only, and reads back nothing outside its folder', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'wl-shots-')), 'uploads');
    try {
      const store = new ScreenshotStore(dir);
      const stored = store.save(hex('89504e470d0a1a0a'), 'image/png');
      expect(stored.file).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(statSync(join(dir, stored.file)).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(store.read({ file: '../../etc/passwd', type: 'image/png' })).toBeNull();
      store.remove(stored);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  });
});
