/**
 * Pages drawn and compressed at most once a second per host, path and encoding, the compression on
 * libuv's thread pool instead of the event loop. A page carries its first screen's prices; a second's
 * age is nothing to a page that subscribes to live prices as it starts.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | null;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PAGE_TTL_MS = 1000;
const MAX_ENTRIES = 500;

async function encode(page: string, encoding: PageEncoding): Promise<Buffer | string> {
  if (encoding === 'br') return brotli(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipAsync(page, { level: 6 });
  return page;
}

export function pageCache(render: (hostname: string, path: string) => string, now: () => number = Date.now): (hostname: string, path: string, encoding: PageEncoding) => Promise<Buffer | string> {
  const entries = new Map<string, { at: number; body: Promise<Buffer | string> }>();
  return (hostname, path, encoding) => {
    const key = `${hostname.toLowerCase()}\n${path}\n${encoding ?? ''}`;
    const cached = entries.get(key);
    if (cached && now() - cached.at < PAGE_TTL_MS) return cached.body;
    const body = encode(render(hostname, path), encoding);
    entries.delete(key);
    entries.set(key, { at: now(), body });
    // A failed compression is not kept; the oldest entries go first when the cache is full.
    body.catch(() => entries.get(key)?.body === body && entries.delete(key));
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return body;
  };
}
