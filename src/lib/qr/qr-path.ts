import { qrMatrix } from './qr-encode';

const BORDER = 2;

/**
 * The QR code of `text` as one SVG path in module units (quiet zone of 2): one `h` run per dark
 * stretch of a row, a few hundred bytes instead of a rectangle per module.
 */
export function qrPathOf(text: string): { size: number; path: string } {
  const data = qrMatrix(text);
  const inner = data.length;
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < inner) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < inner && row[x]) x += 1;
      path += `M${start + BORDER} ${y + BORDER}h${x - start}v1h${start - x}z`;
    }
  });
  return { size: inner + 2 * BORDER, path };
}
