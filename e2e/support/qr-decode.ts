/**
 * A small QR decoder for tests (decision 213): reads a module matrix (true = dark, no
 * quiet zone) of versions 1–10 in byte mode, without error correction (a rendered matrix has no
 * damage to correct). The layout follows ISO/IEC 18004 as Nayuki's reference encoder writes it:
 * format bits, function patterns, the zigzag data order, masks and block interleaving.
 */
const ECC_PER_BLOCK: Record<string, number[]> = {
  L: [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
};
const BLOCKS: Record<string, number[]> = {
  L: [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
};
const FORMAT_LEVEL: Record<number, string> = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' };

function formatBitsOf(level: number, mask: number) {
  const data = (level << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let pos = size - 7; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

export function decodeQr(matrix: boolean[][]): string {
  const size = matrix.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) throw new Error(`Unsupported QR size ${size}`);
  const at = (x: number, y: number) => matrix[y]![x]!;
  // Format: the copy around the top-left finder, matched to the nearest valid code.
  let read = 0;
  const bit = (x: number, y: number, index: number) => {
    if (at(x, y)) read |= 1 << index;
  };
  for (let i = 0; i <= 5; i++) bit(8, i, i);
  bit(8, 7, 6);
  bit(8, 8, 7);
  bit(7, 8, 8);
  for (let i = 9; i < 15; i++) bit(14 - i, 8, i);
  let best = { distance: 99, level: 0, mask: 0 };
  for (let level = 0; level < 4; level++)
    for (let mask = 0; mask < 8; mask++) {
      let diff = formatBitsOf(level, mask) ^ read;
      let distance = 0;
      for (; diff; diff &= diff - 1) distance++;
      if (distance < best.distance) best = { distance, level, mask };
    }
  if (best.distance > 3) throw new Error('Unreadable format information');
  const ecl = FORMAT_LEVEL[best.level]!;
  // Function modules.
  const isFunction = matrix.map((row) => row.map(() => false));
  const mark = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) if (x >= 0 && y >= 0 && x < size && y < size) isFunction[y]![x] = true;
  };
  mark(0, 0, 9, 9);
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8);
  mark(6, 0, 1, size);
  mark(0, 6, size, 1);
  const positions = alignmentPositions(version, size);
  positions.forEach((y, i) =>
    positions.forEach((x, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === positions.length - 1) || (i === positions.length - 1 && j === 0)) return;
      mark(x - 2, y - 2, 5, 5);
    }),
  );
  if (version >= 7) {
    mark(size - 11, 0, 3, 6);
    mark(0, size - 11, 6, 3);
  }
  // Codewords in the zigzag order, unmasked.
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!isFunction[y]![x]) bits.push(Number(at(x, y) !== MASKS[best.mask]!(x, y)));
      }
  }
  const raw = Math.floor(bits.length / 8);
  const codewords = Array.from({ length: raw }, (_, k) => bits.slice(k * 8, k * 8 + 8).reduce((byte, b) => (byte << 1) | b, 0));
  // De-interleave the blocks; keep their data codewords.
  const blockCount = BLOCKS[ecl]![version]!;
  const eccLength = ECC_PER_BLOCK[ecl]![version]!;
  const shortBlocks = blockCount - (raw % blockCount);
  const shortLength = Math.floor(raw / blockCount);
  const blocks: number[][] = Array.from({ length: blockCount }, () => []);
  let k = 0;
  for (let i = 0; i <= shortLength; i++)
    for (let j = 0; j < blockCount; j++) {
      if (i === shortLength - eccLength && j < shortBlocks) continue;
      if (i === shortLength && j < shortBlocks) continue;
      blocks[j]![i] = codewords[k++]!;
    }
  const data = blocks.flatMap((block, j) => block.slice(0, shortLength - eccLength + (j < shortBlocks ? 0 : 1)));
  // Byte mode only: 0100, an 8-bit count (versions 1–9) or 16-bit (10), then the bytes.
  const stream = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >>> (7 - i)) & 1));
  let position = 0;
  const take = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++) value = (value << 1) | stream[position++]!;
    return value;
  };
  const mode = take(4);
  if (mode !== 0b0100) throw new Error(`Unsupported QR mode ${mode}`);
  const length = take(version < 10 ? 8 : 16);
  return new TextDecoder().decode(Uint8Array.from({ length }, () => take(8)));
}

/** The matrix of the runs the app draws (`M{x} {y}h{n}v1h-{n}z` in module units, quiet zone `border`). */
export function matrixOfPath(path: string, size: number, border: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) for (let i = 0; i < Number(n); i++) matrix[Number(y)]![Number(x) + i] = true;
  return matrix.slice(border, size - border).map((row) => row.slice(border, size - border));
}
