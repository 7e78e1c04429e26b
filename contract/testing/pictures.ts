/**
 * Picture files for the shared suites, made without an image library, so the same bytes go to the
 * server and to the mock API: PNGs whose pixel data is stored uncompressed (deflate's stored
 * blocks), and files that only claim to be pictures.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const adler32 = (bytes: Uint8Array) => {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
};
const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const concat = (parts: readonly (Uint8Array | readonly number[])[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const chunk = (type: string, data: Uint8Array | readonly number[]) => {
  const body = concat([ascii(type), data]);
  return concat([u32(data.length), body, u32(crc32(body))]);
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A zlib stream of stored (uncompressed) blocks: valid, and simple enough to write by hand. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: (Uint8Array | number[])[] = [[0x78, 0x01]];
  for (let at = 0; at === 0 || at < raw.length; at += 65_535) {
    const block = raw.subarray(at, at + 65_535);
    const last = at + 65_535 >= raw.length ? 1 : 0;
    blocks.push([last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff], block);
  }
  blocks.push(u32(adler32(raw)));
  return concat(blocks);
}

/**
 * A `width` × `height` PNG, 8-bit RGBA: a blue field with a transparent left half when `transparent`
 * (a logo on no background), else opaque.
 */
export function pngOf(width: number, height: number, options: { transparent?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const row = 1 + width * 4;
  const raw = new Uint8Array(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 4;
      raw.set([0x20, 0x60, 0xa0, options.transparent && x < width / 2 ? 0 : 0xff], at);
    }
  }
  return pngWith(width, height, zlibStored(raw));
}

/** A PNG whose header claims `width` × `height` and whose pixel data is a few bytes: a decompression bomb's first bytes. */
export const pngHeaderClaiming = (width: number, height: number): Uint8Array<ArrayBuffer> => pngWith(width, height, zlibStored(new Uint8Array(16)));

function pngWith(width: number, height: number, idat: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = [...u32(width), ...u32(height), 8, 6, 0, 0, 0];
  return concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', [])]) as Uint8Array<ArrayBuffer>;
}

/** An SVG that would run a script if it were served as one. */
export const svgWithScript = (): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>') as Uint8Array<ArrayBuffer>;

/** A PDF's first bytes, as a file renamed to `.png` carries them. */
export const pdfBytes = (): Uint8Array<ArrayBuffer> => new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n') as Uint8Array<ArrayBuffer>;
