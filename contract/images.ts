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

/**
 * The most pixels a picture may have for the server to decode it (server/services/proof-images.ts):
 * a decompression bomb (a tiny file of 100,000 × 100,000 pixels) is refused by its header, before
 * decoding, with 422 IMAGE_TOO_LARGE (docs/decisions/337-company-profile.md).
 */
export const IMAGE_MAX_PIXELS = 60_000_000;

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);

/** A JPEG's size from its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/**
 * A JPEG's, PNG's or WebP's size as its header states it, without decoding (null when the header
 * cannot be read): the mock API tells a picture's size with it. The EXIF orientation is not read,
 * so a JPEG turned on its side reports its stored width and height.
 */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  const kind = imageKindOf(bytes);
  let size: { width: number; height: number } | null = null;
  if (kind === 'png' && text(bytes, 12, 16) === 'IHDR') size = { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  else if (kind === 'jpeg') size = jpegSize(bytes);
  else if (kind === 'webp') {
    const chunk = text(bytes, 12, 16);
    if (chunk === 'VP8X') size = { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
    else if (chunk === 'VP8 ') size = { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    else if (chunk === 'VP8L' && bytes[20] === 0x2f) {
      const bits = u16le(bytes, 21) | (u16le(bytes, 23) << 16);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
  }
  return size && size.width > 0 && size.height > 0 ? size : null;
}
