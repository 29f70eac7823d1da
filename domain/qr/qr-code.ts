/**
 * A small QR code encoder (ISO/IEC 18004, model 2): text as UTF-8 bytes in byte mode, versions 1 to 10
 * (up to 213 bytes at level M), Reed–Solomon error correction over GF(256), the mask with the lowest
 * penalty. Enough for a payment URI drawn in a page; no DOM, so the same matrix serves SVG or a test.
 */

export type ErrorLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrCode {
  version: number;
  level: ErrorLevel;
  mask: number;
  size: number;
  /** modules[y][x], true for dark. */
  modules: boolean[][];
}

export const MAX_VERSION = 10;

// Index 0 unused; by version 1..10.
const ECC_PER_BLOCK: Record<ErrorLevel, readonly number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
};
const BLOCKS: Record<ErrorLevel, readonly number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
};
const LEVEL_BITS: Record<ErrorLevel, number> = { L: 1, M: 0, Q: 3, H: 2 };

const bit = (value: number, i: number): boolean => ((value >>> i) & 1) !== 0;

/** Product in GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < degree) result[j] = result[j]! ^ result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The `degree` error-correction codewords of `data`. */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i] = result[i]! ^ gfMultiply(coefficient, factor)));
  }
  return result;
}

/** The 15 format bits (level and mask, BCH-protected, masked with 0x5412). */
export function formatBits(level: ErrorLevel, mask: number): number {
  const data = (LEVEL_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The 18 version bits of versions 7 and up (Golay-protected). */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}

const sizeOf = (version: number) => version * 4 + 17;

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

/** Data codewords a version and level hold (before error correction). */
export function dataCapacity(version: number, level: ErrorLevel): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[level][version]! * BLOCKS[level][version]!;
}

/** How the codewords of a version and level are cut into blocks: each block's data length and the ECC length. */
export function blockLayout(version: number, level: ErrorLevel): { dataLengths: number[]; eccLength: number } {
  const blocks = BLOCKS[level][version]!;
  const eccLength = ECC_PER_BLOCK[level][version]!;
  const raw = Math.floor(rawDataModules(version) / 8);
  const short = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks) - eccLength;
  return { dataLengths: Array.from({ length: blocks }, (_, i) => shortLength + (i < short ? 0 : 1)), eccLength };
}

export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let pos = sizeOf(version) - 7; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

/** Mode, count, bytes, terminator and pad codewords, as the version's data codewords. */
function dataCodewords(bytes: Uint8Array, version: number, level: ErrorLevel): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  const capacity = dataCapacity(version, level) * 8;
  put(0b0100, 4);
  put(bytes.length, version <= 9 ? 8 : 16);
  bytes.forEach((byte) => put(byte, 8));
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((byte, b) => (byte << 1) | b, 0));
  for (let pad = 0xec; words.length < capacity / 8; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** Data and error-correction codewords, interleaved across blocks as they are placed. */
export function interleave(data: readonly number[], version: number, level: ErrorLevel): number[] {
  const { dataLengths, eccLength } = blockLayout(version, level);
  const blocks: number[][] = [];
  let k = 0;
  for (const length of dataLengths) {
    const part = data.slice(k, k + length);
    k += length;
    blocks.push([...part, ...reedSolomon(part, eccLength)]);
  }
  const result: number[] = [];
  const longest = Math.max(...dataLengths);
  for (let i = 0; i < longest; i += 1) for (const [j, block] of blocks.entries()) if (i < dataLengths[j]!) result.push(block[i]!);
  for (let i = 0; i < eccLength; i += 1) for (const [j, block] of blocks.entries()) result.push(block[dataLengths[j]! + i]!);
  return result;
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** True where a module's mask flips it. */
export const maskAt = (mask: number, x: number, y: number): boolean => MASKS[mask]!(x, y);

class Grid {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  fixed(x: number, y: number, dark: boolean): void {
    this.modules[y]![x] = dark;
    this.reserved[y]![x] = true;
  }
}

function drawFormat(grid: Grid, bits: number): void {
  const last = grid.size - 1;
  for (let i = 0; i <= 5; i += 1) grid.fixed(8, i, bit(bits, i));
  grid.fixed(8, 7, bit(bits, 6));
  grid.fixed(8, 8, bit(bits, 7));
  grid.fixed(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i += 1) grid.fixed(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i += 1) grid.fixed(last - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i += 1) grid.fixed(8, grid.size - 15 + i, bit(bits, i));
  grid.fixed(8, grid.size - 8, true);
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i += 1) {
    grid.fixed(6, i, i % 2 === 0);
    grid.fixed(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
    for (let dy = -4; dy <= 4; dy += 1)
      for (let dx = -4; dx <= 4; dx += 1) {
        const [x, y] = [cx + dx, cy + dy];
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) grid.fixed(x, y, distance !== 2 && distance !== 4);
      }
  }
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((cy, i) =>
    positions.forEach((cx, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy += 1) for (let dx = -2; dx <= 2; dx += 1) grid.fixed(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  drawFormat(grid, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i += 1) {
      const [a, b] = [size - 11 + (i % 3), Math.floor(i / 3)];
      grid.fixed(a, b, bit(bits, i));
      grid.fixed(b, a, bit(bits, i));
    }
  }
}

/** The modules data goes in, in placement order: two-column zigzags from the bottom right, skipping the timing column. */
export function dataPositions(reserved: readonly (readonly boolean[])[]): Array<[number, number]> {
  const size = reserved.length;
  const result: Array<[number, number]> = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < size; vert += 1)
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const y = upward ? size - 1 - vert : vert;
        if (!reserved[y]![x]) result.push([x, y]);
      }
  }
  return result;
}

/** ISO penalty of a finished matrix: runs, 2×2 blocks, finder-like patterns and dark balance. */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  let score = 0;
  const lines = [...modules.map((row) => row.map(Number)), ...modules.map((_, x) => modules.map((row) => Number(row[x])))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i += 1) {
      if (i < size && line[i] === line[i - 1]) run += 1;
      else {
        if (run >= 5) score += 3 + run - 5;
        run = 1;
      }
    }
    const text = line.join('');
    for (const pattern of ['10111010000', '00001011101']) for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
  }
  for (let y = 0; y + 1 < size; y += 1)
    for (let x = 0; x + 1 < size; x += 1) {
      const c = modules[y]![x];
      if (c === modules[y]![x + 1] && c === modules[y + 1]![x] && c === modules[y + 1]![x + 1]) score += 3;
    }
  const dark = modules.reduce((n, row) => n + row.filter(Boolean).length, 0);
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

export class QrTooLong extends Error {}

/** The QR code of `text` at the smallest version that holds it; `mask` forces one (otherwise the lowest penalty). */
export function encodeQr(text: string, level: ErrorLevel = 'M', mask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  const needed = (v: number) => Math.ceil((4 + (v <= 9 ? 8 : 16) + bytes.length * 8) / 8);
  while (version <= MAX_VERSION && needed(version) > dataCapacity(version, level)) version += 1;
  if (version > MAX_VERSION) throw new QrTooLong(`Text of ${bytes.length} bytes is too long for a version ${MAX_VERSION} QR code at level ${level}.`);

  const base = new Grid(sizeOf(version));
  drawFunctionPatterns(base, version);
  const codewords = interleave(dataCodewords(bytes, version, level), version, level);
  const positions = dataPositions(base.reserved);
  positions.forEach(([x, y], i) => (base.modules[y]![x] = i < codewords.length * 8 && bit(codewords[i >>> 3]!, 7 - (i & 7))));

  const masked = (m: number): boolean[][] => {
    const grid = new Grid(base.size);
    base.modules.forEach((row, y) => row.forEach((dark, x) => grid.fixed(x, y, dark)));
    for (const [x, y] of positions) if (maskAt(m, x, y)) grid.modules[y]![x] = !grid.modules[y]![x];
    drawFormat(grid, formatBits(level, m));
    return grid.modules;
  };
  const chosen = mask ?? [0, 1, 2, 3, 4, 5, 6, 7].map((m) => ({ m, score: penalty(masked(m)) })).sort((a, b) => a.score - b.score)[0]!.m;
  return { version, level, mask: chosen, size: base.size, modules: masked(chosen) };
}
