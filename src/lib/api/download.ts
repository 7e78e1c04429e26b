import type { ApiClient } from './client';
import { longRequest } from './long-request';

/**
 * Files the server builds (the report's export, any list's export): fetched on the
 * long-operation client's terms (its token and base URL, one renewal on 401,
 * LONG_OPERATION_TIMEOUT_MS), read as a stream so the screen can show progress, and handed to
 * the browser's download under the name of their Content-Disposition.
 */
export interface ExportProgress {
  /** Bytes received so far. */
  loaded: number;
  /** From Content-Length; null when the server streams without one. */
  total: number | null;
  /** Rows the file holds, from X-Total-Count when the server says it. */
  rows?: number | null;
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** The file name of `Content-Disposition` (RFC 6266: `filename*` first, then `filename`). */
export function fileNameOf(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  // Never a path: a name only.
  return name.replace(/[/\\]/g, '_') || fallback;
}

export interface FetchFileOptions {
  signal: AbortSignal;
  onProgress(progress: ExportProgress): void;
  /** A POST's JSON body; a GET without it. */
  body?: unknown;
  /** The name when the answer gives none. */
  fallbackName: string;
}

/** `path`'s file; `signal` cancels it (the server stops building it). A refusal throws its ApiError. */
export async function fetchFile(client: ApiClient, path: string, { signal, onProgress, body, fallbackName }: FetchFileOptions): Promise<ExportFile> {
  const response = await longRequest(client, path, { method: body === undefined ? 'GET' : 'POST', body, signal });
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const rowHeader = response.headers.get('X-Total-Count');
  const rows = rowHeader === null ? null : Number(rowHeader);
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress({ loaded, total, rows });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress({ loaded, total, rows });
    }
  } else {
    chunks.push(await response.blob());
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands the file to the browser's download under its name. */
export function saveFile({ blob, fileName }: ExportFile) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
