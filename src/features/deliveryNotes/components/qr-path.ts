import { encode } from 'uqr';

/**
 * The QR code of `text` as one SVG path in module units (uqr's matrix, quiet zone of 2): one
 * `h` run per dark stretch of a row, a few hundred bytes instead of a rectangle per module.
 */
export function qrPathOf(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, path };
}
