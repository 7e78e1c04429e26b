/**
 * Photos are made small on the phone before they are sent (docs/decisions/338-photos-from-a-phone.md):
 * a 12-megapixel camera photo of several megabytes goes over mobile data as a JPEG of at most
 * UPLOAD_MAX_SIDE pixels a side, turned upright by its EXIF orientation as the browser decodes it.
 * The server still checks, bounds and re-encodes whatever arrives (server/services/proof-images.ts):
 * this saves the user's data and time, it guards nothing.
 */
export const UPLOAD_MAX_SIDE = 2048;
const JPEG_QUALITY = 0.85;
/** A JPEG already within the side limit and this small is sent as it is: re-encoding only loses. */
const SMALL_ENOUGH_BYTES = 1.5 * 1024 * 1024;

const DECODABLE = /^image\/(jpeg|png|webp)$/;

export interface DownscaleOptions {
  /** Keep a PNG a PNG (a logo's transparency); photos become JPEG. */
  keepPng?: boolean;
}

/**
 * `file` as it should travel: a type the browser cannot decode (HEIC) or a file it fails to decode
 * goes as it is, so the server answers with its own message; anything else within the limits and
 * small goes unchanged; the rest is redrawn at most UPLOAD_MAX_SIDE a side.
 */
export async function downscaleForUpload(file: File, { keepPng = false }: DownscaleOptions = {}): Promise<File> {
  if (!DECODABLE.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const png = keepPng && file.type === 'image/png';
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && (png || (file.type === 'image/jpeg' && file.size <= SMALL_ENOUGH_BYTES))) return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    if (!png) {
      // JPEG has no transparency: a transparent area becomes white, as the server flattens it.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const type = png ? 'image/png' : 'image/jpeg';
    const blob = await canvas.convertToBlob(png ? { type } : { type, quality: JPEG_QUALITY });
    // Never send more than was chosen: a small, already compressed picture may grow when redrawn.
    if (blob.size >= file.size && scale === 1) return file;
    const base = file.name.replace(/\.[^.]*$/, '') || 'foto';
    return new File([blob], `${base}.${png ? 'png' : 'jpg'}`, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/**
 * A photo the person picked, as it should travel, or null when even that is above `maxBytes`: the
 * limit is checked on what is sent, so a big camera photo that downscales small enough passes.
 */
export async function photoWithin(file: File, maxBytes: number): Promise<File | null> {
  const sent = await downscaleForUpload(file);
  return sent.size > maxBytes ? null : sent;
}
