import type { ApiClient } from './client';
import { ApiError } from './errors';

interface Answer {
  status: number;
  text: string;
  retryAfter: string | null;
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  /** The API path (`/api/shipments/9/proof`); the client puts its base URL in front. */
  path: string;
  /** Sent as the multipart part `file`, under its own name. */
  file: File;
  /**
   * Sent as `Idempotency-Key`: the same file sent again under it (its first answer was lost) is
   * answered from the first upload, never stored twice.
   */
  idempotencyKey?: string;
  /** The share sent so far, 0–1; back to 0 when the upload starts again after a renewed session. */
  onProgress?(share: number): void;
  signal?: AbortSignal;
}

/** A multipart form's parts by name: text, or a file sent under its own name (a Blob under `name`). */
export type FormPart = string | File | { blob: Blob; name: string };
export type FormParts = Readonly<Record<string, FormPart>>;

export interface UploadFormOptions extends Omit<UploadOptions, 'file'> {
  /** The parts in the order given: text first, then the files, as a server reads them best. */
  parts: FormParts;
}

/** A fresh FormData each time: a request sent again after a renewed session sends it anew. */
function formOf(parts: FormParts): FormData {
  const body = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') body.append(name, part);
    else if (part instanceof File) body.append(name, part, part.name);
    else body.append(name, new File([part.blob], part.name, { type: part.blob.type }));
  }
  return body;
}

/**
 * One multipart request by XMLHttpRequest, the only browser transport that reports upload progress
 * (`fetch` does not).
 */
function send(method: UploadOptions['method'], url: string, token: string | null, parts: FormParts, key: string | undefined, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (key) xhr.setRequestHeader('Idempotency-Key', key);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') });
    xhr.onerror = () => reject(ApiError.network());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formOf(parts));
  });
}

/** An answer's text as JSON, or undefined when it is empty or not JSON (an error page of a proxy). */
export const bodyOf = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A file sent to the API with its upload progress (a proof photo, the company's logo): a 401 renews
 * the session once and sends it again, as the JSON client does. Answers the body's `data`; a refusal
 * throws the ApiError of its code (IMAGE_TYPE_UNSUPPORTED, PAYLOAD_TOO_LARGE, …).
 */
export function uploadFile<T>(api: ApiClient, { file, ...options }: UploadOptions): Promise<T> {
  return uploadForm<T>(api, { ...options, parts: { file } });
}

/**
 * A multipart form of several parts (a receipt's JSON with its signature and photo), sent as
 * uploadFile sends one file: progress, one renewal on 401, the answer's `data` or its ApiError.
 */
export async function uploadForm<T>(api: ApiClient, { method, path, parts, idempotencyKey, onProgress = () => undefined, signal }: UploadFormOptions): Promise<T> {
  const url = api.url(path);
  let answer = await send(method, url, await api.token(), parts, idempotencyKey, onProgress, signal);
  if (answer.status === 401) {
    onProgress(0);
    answer = await send(method, url, await api.token(true), parts, idempotencyKey, onProgress, signal);
  }
  const body = bodyOf(answer.text);
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromResponse(answer.status, body, answer.retryAfter);
  if (!body || typeof body !== 'object' || !('data' in body)) throw new ApiError(answer.status, 'INVALID_RESPONSE', 'The answer was not JSON');
  return (body as { data: T }).data;
}
