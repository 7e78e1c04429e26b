/**
 * What a proof photo is, told by its first bytes (docs/product/business-rules.md: by content, never
 * by its name or the client's media type): JPEG `FF D8 FF`, PNG's 8-byte signature, WebP
 * `RIFF….WEBP`; HEIC/HEIF (and AVIF) by their `ftyp` brand, to answer "not supported, send JPEG".
 * The server and the mock API both decide with this.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'other';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
const text = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

export function imageKindOf(bytes: Uint8Array): ImageKind {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 12) === 'WEBP') return 'webp';
  if (text(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(text(bytes, 8, 12))) return 'heic';
  return 'other';
}
