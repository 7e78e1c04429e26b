import useSWR from 'swr';
import type { ImportCheck, ImportFileInfo, ImportOptions, ImportRecord, ImportStreamLine } from '../../../contract/imports';
import { useApi } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { fetchFile, type ExportFile } from '../api/download';
import { ApiError } from '../api/errors';
import { longRequest } from '../api/long-request';

/**
 * An area's imports (docs/decisions/335-import.md) on the long-operation client: the file is sent
 * with every step (multipart), a check's and an import's answers are read as JSON lines as they
 * come, the template and the failed rows are files the server builds in the words sent.
 */
export interface ImportProgress {
  readonly phase: 'check' | 'write';
  readonly done: number;
  readonly total: number;
}

export type ImportDone = ImportCheck & { readonly import: ImportRecord };

interface StreamOptions {
  signal: AbortSignal;
  onProgress(progress: ImportProgress): void;
}

export const importsPath = (api: string) => `${api}/imports`;

const formOf = (file: File, options?: ImportOptions) => {
  const form = new FormData();
  // The options first: the server reads them before the file's bytes.
  if (options) form.append('options', JSON.stringify(options));
  form.append('file', file, file.name);
  return form;
};

/** An answer's JSON lines in turn: progress to `onProgress`, the result returned, an error line thrown. */
export async function readImportLines<T>(response: Response, onProgress: (progress: ImportProgress) => void): Promise<T> {
  const reader = response.body?.getReader();
  if (!reader) throw ApiError.network('INVALID_RESPONSE', 'The answer has no body');
  const decoder = new TextDecoder();
  let pending = '';
  let result: T | undefined;
  const take = (text: string) => {
    if (text.trim() === '') return;
    let line: ImportStreamLine;
    try {
      line = JSON.parse(text) as ImportStreamLine;
    } catch {
      throw ApiError.network('INVALID_RESPONSE', 'A line of the answer is not JSON');
    }
    if ('progress' in line) onProgress(line.progress);
    else if ('result' in line) result = line.result as T;
    else if ('error' in line) {
      const { status, code, message, details } = line.error;
      throw new ApiError(status, code, message, {}, details === undefined ? {} : { current: details });
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(pending + decoder.decode());
  if (result === undefined) throw ApiError.network('INVALID_RESPONSE', 'The answer ended without its result');
  return result;
}

/** `POST {api}/imports/read`: the file's headers, first rows and how it was read. */
export async function readImportFile(client: ApiClient, api: string, file: File, signal: AbortSignal): Promise<ImportFileInfo> {
  const response = await longRequest(client, `${importsPath(api)}/read`, { method: 'POST', body: formOf(file), signal });
  return ((await response.json()) as { data: ImportFileInfo }).data;
}

/** `POST {api}/imports/check`: the dry run, nothing written. */
export async function checkImport(client: ApiClient, api: string, file: File, options: ImportOptions, { signal, onProgress }: StreamOptions): Promise<ImportCheck> {
  const response = await longRequest(client, `${importsPath(api)}/check`, { method: 'POST', body: formOf(file, options), signal });
  return readImportLines<ImportCheck>(response, onProgress);
}

/** `POST {api}/imports`: the import, written only when the check still finds `options.expect`. */
export async function runImport(client: ApiClient, api: string, file: File, options: ImportOptions, { signal, onProgress }: StreamOptions): Promise<ImportDone> {
  const response = await longRequest(client, importsPath(api), { method: 'POST', body: formOf(file, options), signal });
  return readImportLines<ImportDone>(response, onProgress);
}

export interface TemplateRequest {
  readonly format: 'xlsx' | 'csv';
  readonly separator?: 'semicolon' | 'comma';
  readonly headers: readonly { readonly field: string; readonly header: string }[];
}

const noProgress = () => undefined;

/** The area's template with the headers in the user's words. */
export const downloadTemplate = (client: ApiClient, api: string, body: TemplateRequest, signal: AbortSignal): Promise<ExportFile> =>
  fetchFile(client, `${importsPath(api)}/template`, { signal, onProgress: noProgress, body, fallbackName: `template.${body.format}` });

export interface FailedRowsRequest {
  readonly header: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly separator?: 'semicolon' | 'comma';
}

/** An import's failed rows, with a column of their reasons in the words sent. */
export const downloadFailedRows = (client: ApiClient, importId: number, body: FailedRowsRequest, signal: AbortSignal): Promise<ExportFile> =>
  fetchFile(client, `/api/imports/${importId}/failed-rows`, { signal, onProgress: noProgress, body, fallbackName: `import-${importId}-failed` });

export interface ImportList {
  readonly data: readonly ImportRecord[];
  readonly meta: { readonly page: number; readonly pageSize: number; readonly total: number };
}

/** Under the area's path, so every write of the area (an import too) revalidates it. */
export const importsKey = (api: string, page: number, pageSize: number) => [importsPath(api), page, pageSize] as const;

export const getImports = (client: ApiClient, api: string, page: number, pageSize: number) =>
  client.get<ImportList>(`${importsPath(api)}?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString()}`);

/** The area's recent imports, newest first; `api` null waits (the user may not read the area's list). */
export function useImports(api: string | null, page = 1, pageSize = 5) {
  const { api: client } = useApi();
  return useSWR(api === null ? null : importsKey(api, page, pageSize), () => getImports(client, api!, page, pageSize));
}
