import useSWR from 'swr';
import type { CsvSeparator, ExportFormat, ExportLanguage, OutgoingReport } from '../../../../contract/reports';
import { useApi } from '../../../lib/api/ApiContext';
import { LONG_OPERATION_TIMEOUT_MS, type ApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export const OUTGOING_REPORT_PATH = '/api/reports/outgoing-items';

/** `GET /api/reports/outgoing-items?startDate&endDate&groupBy&customerId&itemId&mode&sort`; null waits. */
export function useOutgoingReport(query: string | null) {
  const { api } = useApi();
  return useSWR(query === null ? null : [OUTGOING_REPORT_PATH, query], async ([path, q]) => (await api.get<{ data: OutgoingReport }>(`${path}?${q}`)).data, {
    keepPreviousData: true,
  });
}

export interface ExportProgress {
  /** Bytes received so far. */
  loaded: number;
  /** From Content-Length; null when the server streams without one. */
  total: number | null;
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

/**
 * `GET /api/reports/outgoing-items/export`: the file the server builds, read as a stream so the
 * screen can show progress, on the long-operation client's terms (its token and base URL, one
 * renewal on 401, LONG_OPERATION_TIMEOUT_MS); `signal` cancels it (the server stops, decision 202).
 */
export async function fetchExport(
  client: ApiClient,
  query: string,
  format: ExportFormat,
  lang: ExportLanguage,
  { signal, onProgress, separator }: { signal: AbortSignal; onProgress(progress: ExportProgress): void; separator?: CsvSeparator },
): Promise<ExportFile> {
  const csvSeparator = format === 'csv' && separator ? `&separator=${separator}` : '';
  const url = client.url(`${OUTGOING_REPORT_PATH}/export?${query}&format=${format}&lang=${lang}${csvSeparator}`);
  const timeout = AbortSignal.timeout(LONG_OPERATION_TIMEOUT_MS);
  const both = AbortSignal.any([signal, timeout]);
  const send = async (token: string | null) => {
    try {
      return await fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: both });
    } catch (error) {
      if (signal.aborted) throw error;
      if (timeout.aborted) throw ApiError.network('TIMEOUT', `No answer within ${LONG_OPERATION_TIMEOUT_MS} ms`);
      throw ApiError.network();
    }
  };
  let response = await send(await client.token());
  if (response.status === 401) response = await send(await client.token(true));
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw ApiError.fromResponse(response.status, body, response.headers.get('Retry-After'));
  }
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress({ loaded, total });
    }
  } else {
    chunks.push(await response.blob());
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(response.headers.get('Content-Disposition'), `report.${format}`) };
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
