import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr-encode';

/** uqr's matrix without its quiet zone, for comparison. */
const uqrMatrix = (text: string, maskPattern = -1) => encode(text, { ecc: 'M', border: 0, maskPattern }).data;

const texts = [
  'http://127.0.0.1:3000/shipments/45/detail',
  'https://laju.example.co.id/shipments/2147483647/detail',
  'a',
  'Jalan Soekarno–Hatta No. 590 · Bandung ✓',
  ...[20, 60, 120, 200, 300, 500, 900, 1500, 2300].map((length) => `https://x.id/${'shipments/123/'.repeat(200)}`.slice(0, length)),
];

describe('qrMatrix', () => {
  it.each(texts.map((text) => [text.length, text] as const))('draws the same modules as uqr, mask chosen alike (%i characters)', (_, text) => {
    expect(qrMatrix(text)).toEqual(uqrMatrix(text));
  });

  it('draws the same modules as uqr under every mask', () => {
    for (let mask = 0; mask < 8; mask++) expect(qrMatrix(texts[0]!, mask)).toEqual(uqrMatrix(texts[0]!, mask));
  });

  it('refuses a text past version 40', () => {
    expect(() => qrMatrix('x'.repeat(2400))).toThrow(RangeError);
  });
});
