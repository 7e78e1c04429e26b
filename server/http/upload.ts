import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { ApiError } from '../errors';

/**
 * The API's picture uploads (a shipment's proof photo, the company logo): one file part, read
 * whole up to its own limit. The permission is checked in onRequest (plugins/access.ts), before a
 * byte of the body is read.
 */
export interface UploadLimit {
  /** Bytes the file may have; one more answers 413. */
  readonly maxBytes: number;
  /** The 413's message ("The photo is larger than 10 MB"). */
  readonly tooLarge: string;
}

/**
 * Registers picture upload routes in a scope of their own that parses multipart/form-data: the
 * parser lives in that scope only, so every JSON route answers multipart/form-data with 415 instead
 * of reading it as no body (docs/decisions/294-input-hardening.md).
 */
export function registerUploads(app: FastifyInstance, routes: (uploads: FastifyInstance) => void): void {
  void app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 2 }, throwFileSizeLimit: true });
    routes(uploads);
  });
}

/**
 * What reading an upload failed with, as the answer: the file past its limit 413, the plugin's own
 * limits as they are (4xx), and anything else the parser throws (no boundary, a boundary the body
 * never has, a body cut short, a broken part header) 400: a body that is not multipart as sent.
 */
export function uploadError(error: unknown, limit: UploadLimit): unknown {
  if (error instanceof ApiError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, 'PAYLOAD_TOO_LARGE', limit.tooLarge);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error;
  return new ApiError(400, 'BAD_REQUEST', 'Malformed multipart body');
}

/**
 * The picture of an upload: its one file part, read whole (at most `limit.maxBytes`). A request
 * that is not multipart answers 415, one without a file part 400 IMAGE_MISSING.
 */
export async function uploadedPicture(request: FastifyRequest, limit: UploadLimit): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data');
  try {
    const part = await request.file({ limits: { fileSize: limit.maxBytes, files: 1, fields: 0, parts: 2 } });
    if (!part) throw new ApiError(400, 'IMAGE_MISSING', 'No photo in the upload', { fields: { file: 'REQUIRED' } });
    return await part.toBuffer();
  } catch (error) {
    throw uploadError(error, limit);
  }
}

/** A form of text parts and pictures (a receipt): each part by its name, each file with its own limit. */
export interface FormLimits {
  /** The text parts taken, each at most `fieldMaxBytes`. */
  readonly fields: readonly string[];
  readonly fieldMaxBytes: number;
  readonly files: Readonly<Record<string, UploadLimit>>;
}

export interface UploadedForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, Buffer>>;
}

/**
 * Every part of a multipart form, read whole: a part of another name, or a name twice, answers
 * 400; a file past its own limit 413 with that limit's message.
 */
export async function uploadedForm(request: FastifyRequest, limits: FormLimits): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  const fileLimits = Object.values(limits.files);
  const largest = fileLimits.reduce((max, limit) => (limit.maxBytes > max.maxBytes ? limit : max), fileLimits[0]!);
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const partCount = limits.fields.length + fileLimits.length;
  try {
    const parts = request.parts({ limits: { fileSize: largest.maxBytes, files: fileLimits.length, fields: limits.fields.length, fieldSize: limits.fieldMaxBytes, parts: partCount } });
    for await (const part of parts) {
      if (part.fieldname in fields || part.fieldname in files) throw new ApiError(400, 'BAD_REQUEST', `The part ${part.fieldname} is sent twice`);
      if (part.type === 'file') {
        const limit = limits.files[part.fieldname];
        if (!limit) throw new ApiError(400, 'BAD_REQUEST', `Unexpected file part ${part.fieldname}`);
        const bytes = await part.toBuffer();
        if (bytes.length > limit.maxBytes) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', limit.tooLarge);
        files[part.fieldname] = bytes;
      } else {
        if (!limits.fields.includes(part.fieldname)) throw new ApiError(400, 'BAD_REQUEST', `Unexpected part ${part.fieldname}`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, largest);
  }
  return { fields, files };
}
