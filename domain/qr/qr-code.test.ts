import { describe, expect, it } from 'vitest';
import { blockLayout, dataPositions, encodeQr, formatBits, maskAt, QrTooLong, reedSolomon, versionBits, type ErrorLevel, type QrCode } from './qr-code';

const UPI = 'upi://pay?pa=sandbox.exchange@upi&pn=Sandbox%20Exchange&am=500.00&cu=INR';

/** Reads a code back without the encoder's help: format bits from the matrix, unmask, zigzag, de-interleave, byte mode. */
function readBack(qr: QrCode): { level: ErrorLevel; mask: number; text: string; blocks: number[][] } {
  const m = qr.modules;
  let format = 0;
  const first: Array<[number, number]> = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  first.forEach(([x, y], i) => (format |= Number(m[y]![x]) << i));
  let second = 0;
  for (let i = 0; i < 8; i += 1) second |= Number(m[8]![qr.size - 1 - i]) << i;
  for (let i = 8; i < 15; i += 1) second |= Number(m[qr.size - 15 + i]![8]) << i;
  expect(second).toBe(format);
  const unmasked = (format ^ 0x5412) >>> 10;
  const level = (['M', 'L', 'H', 'Q'] as const)[unmasked >>> 3]!;
  const mask = unmasked & 7;
  // The modules data may use: everything but finders, separators, format, timing, alignment and version areas.
  const reserved = Array.from({ length: qr.size }, (_, y) => Array.from({ length: qr.size }, (_, x) => isFunctionModule(qr, x, y)));
  const bits = dataPositions(reserved).map(([x, y]) => m[y]![x] !== maskAt(mask, x, y));
  const words: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((b, on) => (b << 1) | Number(on), 0));
  const { dataLengths, eccLength } = blockLayout(qr.version, level);
  const blocks = dataLengths.map(() => [] as number[]);
  let k = 0;
  for (let i = 0; i < Math.max(...dataLengths); i += 1) dataLengths.forEach((length, j) => i < length && blocks[j]!.push(words[k++]!));
  const data = blocks.flat();
  for (let i = 0; i < eccLength; i += 1) blocks.forEach((block) => block.push(words[k++]!));
  const stream = data.flatMap((w) => Array.from({ length: 8 }, (_, i) => (w >>> (7 - i)) & 1));
  const read = (from: number, n: number) => stream.slice(from, from + n).reduce((v, b) => (v << 1) | b, 0);
  expect(read(0, 4)).toBe(0b0100);
  const countBits = qr.version <= 9 ? 8 : 16;
  const length = read(4, countBits);
  const bytes = Uint8Array.from({ length }, (_, i) => read(4 + countBits + i * 8, 8));
  return { level, mask, text: new TextDecoder().decode(bytes), blocks: blocks.map((b) => [...b]) };
}

function isFunctionModule(qr: QrCode, x: number, y: number): boolean {
  const n = qr.size;
  if ((x < 9 && y < 9) || (x >= n - 8 && y < 9) || (x < 9 && y >= n - 8)) return true;
  if (x === 6 || y === 6) return true;
  if (qr.version >= 7 && ((x >= n - 11 && y < 6) || (y >= n - 11 && x < 6))) return true;
  const positions = qr.version === 1 ? [] : ALIGNMENT[qr.version]!;
  return positions.some((cy, i) => positions.some((cx, j) => !(i === 0 && j === 0) && !(i === 0 && j === positions.length - 1) && !(i === positions.length - 1 && j === 0) && Math.abs(x - cx) <= 2 && Math.abs(y - cy) <= 2));
}

// Centres from the standard's table (Annex E) for the versions used here.
const ALIGNMENT: Record<number, number[]> = { 2: [6, 18], 3: [6, 22], 4: [6, 26], 5: [6, 30], 6: [6, 34], 7: [6, 22, 38], 8: [6, 24, 42], 9: [6, 26, 46], 10: [6, 28, 50] };

describe('QR code encoder', () => {
  it('computes the error correction of the standard worked example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it.each<[ErrorLevel, number, string]>([
    ['M', 0, '101010000010010'],
    ['M', 5, '100000011001110'],
    ['L', 0, '111011111000100'],
    ['L', 4, '110011000101111'],
    ['L', 7, '110100101110110'],
    ['M', 7, '100101010100000'],
  ])('format bits of level %s mask %i are %s', (level, mask, bits) => {
    expect(formatBits(level, mask).toString(2).padStart(15, '0')).toBe(bits);
  });

  it('version bits of version 7 are the standard 000111110010010100', () => {
    expect(versionBits(7).toString(2).padStart(18, '0')).toBe('000111110010010100');
  });

  it('draws finders, timing and the dark module, and picks the smallest version', () => {
    const qr = encodeQr(UPI);
    expect([qr.version, qr.size]).toEqual([5, 37]);
    const ring = (cx: number, cy: number) => [-3, -2, -1, 0, 1, 2, 3].map((d) => [qr.modules[cy - 3]![cx + d], qr.modules[cy + d]![cx - 3], qr.modules[cy - 1]![cx + d]]);
    for (const [cx, cy] of [[3, 3], [qr.size - 4, 3], [3, qr.size - 4]] as const) {
      expect(ring(cx, cy).every(([top, left]) => top && left)).toBe(true);
      expect(qr.modules[cy]![cx]).toBe(true);
      expect(qr.modules[cy - 2]![cx]).toBe(false);
    }
    for (let i = 8; i < qr.size - 8; i += 1) expect([qr.modules[6]![i], qr.modules[i]![6]]).toEqual([i % 2 === 0, i % 2 === 0]);
    expect(qr.modules[qr.size - 8]![8]).toBe(true);
  });

  it.each<[string, ErrorLevel]>([
    [UPI, 'M'],
    ['HELLO WORLD', 'Q'],
    ['₹500 to café', 'H'],
    ['x'.repeat(150), 'M'],
    ['y'.repeat(200), 'L'],
  ])('reads back %s at level %s with every block a valid Reed–Solomon codeword', (text, level) => {
    for (const mask of [undefined, 0, 3, 6]) {
      const qr = encodeQr(text, level, mask);
      const back = readBack(qr);
      expect(back).toMatchObject({ level, text, mask: qr.mask });
      const { eccLength } = blockLayout(qr.version, level);
      for (const block of back.blocks) expect(reedSolomon(block.slice(0, -eccLength), eccLength)).toEqual(block.slice(-eccLength));
    }
    if (text.length >= 150) expect(encodeQr(text, level).version).toBeGreaterThanOrEqual(7);
  });

  it('refuses text longer than version 10 holds', () => {
    expect(() => encodeQr('z'.repeat(300))).toThrow(QrTooLong);
  });
});
