/**
 * Brotli and gzip copies of the built assets, made once at build time at the highest levels, so the
 * server sends the smallest file the browser accepts without compressing on every request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|svg|json|html|txt)$/;

export function precompressAssets(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of readdirSync(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = readFileSync(join(dir, file));
    const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
    writeFileSync(join(dir, `${file}.br`), brotli);
    writeFileSync(join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
    files += 1;
    bytes += source.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}
