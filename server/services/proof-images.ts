import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, imageKindOf } from '../../contract/images';
import { ApiError } from '../errors';
import type { FileStore, PictureFolder } from './file-store';

/**
 * Proof-of-loading photos (docs/product/business-rules.md; decision 183): the type is told by the
 * content's first bytes, never by the name or the client's media type; the picture is decoded,
 * turned upright by its EXIF orientation, stripped of every metadata block (camera, GPS) by
 * re-encoding, bounded, and stored with a small WebP thumbnail under generated names in the
 * server's store (services/file-store.ts: the database on PostgreSQL, the data dir on PGlite), never
 * under the web root. The company logo goes through the same checks and is kept as a PNG
 * (docs/decisions/337-company-profile.md).
 */
export const PROOF_FULL_MAX_PX = 2048;
export const PROOF_THUMB_PX = 320;
/**
 * The most pixels a picture may have to be decoded: a decompression bomb (a tiny file of
 * 100,000 × 100,000 pixels) is refused by its header, before decoding (422 IMAGE_TOO_LARGE). The
 * contract holds the number, so the mock API refuses the same pictures.
 */
export const MAX_INPUT_PIXELS = IMAGE_MAX_PIXELS;

/** JPEG, PNG or WebP by magic bytes; HEIC/HEIF (and AVIF) with their own answer; anything else refused. */
export function assertAcceptedImage(buffer: Buffer): void {
  if (buffer.length === 0) throw new ApiError(400, 'IMAGE_MISSING', 'The photo is empty', { fields: { file: 'REQUIRED' } });
  const kind = imageKindOf(buffer);
  if (kind === 'heic') throw new ApiError(415, 'IMAGE_HEIC_UNSUPPORTED', 'HEIC photos are not supported; send a JPEG');
  if (kind === 'other') throw new ApiError(415, 'IMAGE_TYPE_UNSUPPORTED', 'Only JPEG, PNG or WebP photos are accepted');
}

export interface ProcessedImage {
  readonly full: Buffer;
  readonly thumbnail: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * Decoded photos take memory (a 24 Mpx JPEG is ~72 MB of pixels): at most two are decoded at a
 * time, the others wait, so several uploads at once stay within the memory budget.
 */
const DECODE_SLOTS = 2;
let decoding = 0;
const waiting: (() => void)[] = [];
async function withDecodeSlot<T>(run: () => Promise<T>): Promise<T> {
  if (decoding >= DECODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding += 1;
  try {
    return await run();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

const unreadable = () => new ApiError(422, 'IMAGE_UNREADABLE', 'The photo could not be read (damaged or incomplete)', { fields: { file: 'INVALID' } });

/**
 * Refuses a picture whose header names more than MAX_INPUT_PIXELS pixels, from the header alone
 * (docs/decisions/337-company-profile.md): the answer says what is wrong, where a decoder stopping at
 * its limit would only say it could not read it. The header is read without sharp's own pixel
 * limit, which refuses a large picture's header as well.
 */
async function assertDecodable(buffer: Buffer): Promise<void> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height } = size;
  if (width === undefined || height === undefined) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ApiError(422, 'IMAGE_TOO_LARGE', 'The picture has more pixels than the server reads', { fields: { file: 'TOO_LARGE' } });
  }
}

/** The type by the first bytes, then the size by the header, then decoded in a slot. */
async function decodeChecked<T>(buffer: Buffer, run: () => Promise<T>): Promise<T> {
  assertAcceptedImage(buffer);
  await assertDecodable(buffer);
  return withDecodeSlot(run);
}

/** Upright, metadata-free, at most PROOF_FULL_MAX_PX a side (JPEG), and a WebP thumbnail. */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  return decodeChecked(buffer, () => decode(buffer));
}

async function decode(buffer: Buffer): Promise<ProcessedImage> {
  try {
    // failOn 'warning': a truncated JPEG decodes with a warning only, and must be refused.
    const upright = sharp(buffer, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const full = await upright
      .clone()
      .resize({ width: PROOF_FULL_MAX_PX, height: PROOF_FULL_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright
      .clone()
      .resize({ width: PROOF_THUMB_PX, height: PROOF_THUMB_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable();
  }
}

/** The company logo's longest side (docs/decisions/337-company-profile.md): plenty for a note's head. */
export const LOGO_MAX_PX = 600;

export interface ProcessedLogo {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * The company logo through the proof photos' checks (docs/decisions/337-company-profile.md): upright,
 * stripped of every metadata block by re-encoding, at most LOGO_MAX_PX a side, kept as PNG so a
 * transparent logo stays transparent on paper.
 */
export async function processLogo(buffer: Buffer): Promise<ProcessedLogo> {
  return decodeChecked(buffer, async () => {
    try {
      const { data, info } = await sharp(buffer, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: LOGO_MAX_PX, height: LOGO_MAX_PX, fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 })
        .toBuffer({ resolveWithObject: true });
      return { png: data, width: info.width, height: info.height };
    } catch {
      throw unreadable();
    }
  });
}

/** A name the server made up: the client's file name never reaches the store. */
const NAME = /^[0-9a-f-]{36}(-thumb)?\.(jpg|webp)$/;

/**
 * Stores a proof photo and its thumbnail in the `proofs` folder of the server's store
 * (services/file-store.ts), both or neither, under new generated names.
 */
export async function storeImage(store: FileStore, image: ProcessedImage): Promise<{ fileName: string; thumbnailName: string }> {
  const id = randomUUID();
  const fileName = `${id}.jpg`;
  const thumbnailName = `${id}-thumb.webp`;
  await store.put('proofs', [
    { name: fileName, bytes: image.full },
    { name: thumbnailName, bytes: image.thumbnail },
  ]);
  return { fileName, thumbnailName };
}

/** Removes stored photos (a replaced one, or one whose transaction failed); missing ones are fine. */
export async function removeImages(store: FileStore, names: readonly string[]): Promise<void> {
  await store.remove('proofs', names.filter((name) => NAME.test(name)));
}

/** A stored photo's bytes, or null when none is stored under that name. */
export async function readImage(store: FileStore, name: string): Promise<Buffer | null> {
  if (!NAME.test(name)) throw new Error(`Not a stored photo name: ${name}`);
  return store.get('proofs', name);
}

/**
 * PNG pictures under names the server makes up, in one folder of the store beside the proofs: the
 * company logo (`logos`) and receipt signatures (`signatures`).
 */
export const PNG_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

function pngFolder(folder: PictureFolder) {
  return {
    /** Stores a PNG under a new generated name, which it returns. */
    async store(store: FileStore, png: Buffer): Promise<string> {
      const name = `${randomUUID()}.png`;
      await store.put(folder, [{ name, bytes: png }]);
      return name;
    },
    /** Removes stored pictures (replaced ones, or ones whose transaction failed); missing ones are fine. */
    async remove(store: FileStore, names: readonly (string | null)[]): Promise<void> {
      await store.remove(folder, names.filter((name): name is string => name !== null && PNG_NAME.test(name)));
    },
    /** A stored picture's bytes, or null when none is stored; only ever a name of the generated pattern. */
    async read(store: FileStore, name: string): Promise<Buffer | null> {
      if (!PNG_NAME.test(name)) throw new Error(`Not a stored picture name: ${name}`);
      return store.get(folder, name);
    },
  };
}

const logos = pngFolder('logos');
export const LOGO_NAME = PNG_NAME;
export const storeLogo = (store: FileStore, logo: ProcessedLogo) => logos.store(store, logo.png);
export const removeLogos = logos.remove;
export const readLogo = logos.read;

/** Receipt signatures (docs/decisions/339-receipts.md): the `signatures` folder, PNGs as the logo is kept. */
export const signatures = pngFolder('signatures');
