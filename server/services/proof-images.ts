import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageKindOf } from '../../contract/images';
import { ApiError } from '../errors';

/**
 * Proof-of-loading photos (docs/product/business-rules.md; decision 183): the type is told by the
 * content's first bytes, never by the name or the client's media type; the picture is decoded,
 * turned upright by its EXIF orientation, stripped of every metadata block (camera, GPS) by
 * re-encoding, bounded, and stored with a small WebP thumbnail under generated names in the data
 * dir, outside the web root.
 */
export const PROOF_FULL_MAX_PX = 2048;
export const PROOF_THUMB_PX = 320;
/** A decompression bomb (a tiny file of 100,000 × 100,000 pixels) is refused before decoding. */
const MAX_INPUT_PIXELS = 60_000_000;

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

/** Upright, metadata-free, at most PROOF_FULL_MAX_PX a side (JPEG), and a WebP thumbnail. */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  assertAcceptedImage(buffer);
  return withDecodeSlot(() => decode(buffer));
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
    throw new ApiError(422, 'IMAGE_UNREADABLE', 'The photo could not be read (damaged or incomplete)', { fields: { file: 'INVALID' } });
  }
}

/** Where proof photos live: `<data dir>/proofs`, never under the served static directory. */
export const proofDirOf = (dataDir: string) => path.join(dataDir, 'proofs');

/** A name the server made up: the client's file name never reaches the disk. */
const NAME = /^[0-9a-f-]{36}(-thumb)?\.(jpg|webp)$/;

export async function storeImage(dataDir: string, image: ProcessedImage): Promise<{ fileName: string; thumbnailName: string }> {
  const dir = proofDirOf(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const id = randomUUID();
  const fileName = `${id}.jpg`;
  const thumbnailName = `${id}-thumb.webp`;
  await fs.writeFile(path.join(dir, fileName), image.full, { flag: 'wx' });
  try {
    await fs.writeFile(path.join(dir, thumbnailName), image.thumbnail, { flag: 'wx' });
  } catch (error) {
    await removeImages(dataDir, [fileName]);
    throw error;
  }
  return { fileName, thumbnailName };
}

/** Removes stored photos (a replaced one, or one whose transaction failed); missing files are fine. */
export async function removeImages(dataDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.filter((name) => NAME.test(name)).map((name) => fs.rm(path.join(proofDirOf(dataDir), name), { force: true })));
}

export async function readImage(dataDir: string, name: string): Promise<Buffer> {
  if (!NAME.test(name)) throw new Error(`Not a stored photo name: ${name}`);
  return fs.readFile(path.join(proofDirOf(dataDir), name));
}
