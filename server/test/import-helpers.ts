import type { ImportCheck, ImportOptions, ImportRecord, ImportStreamLine } from '../../contract/imports';
import type { SignedIn, TestApp } from './harness';

/** Sending files to the import endpoints as the import screen does, and reading their JSON-line answers. */

export const csv = (text: string) => Buffer.from(text, 'utf8');

/** A multipart body with `options` (JSON) and the file, as the import screen sends it. */
export function multipart(file: Buffer, fileName: string, options?: unknown) {
  const boundary = `----laju${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (options !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="options"\r\n\r\n${JSON.stringify(options)}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { 'content-type': `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

export function importSender(t: TestApp) {
  return async (session: SignedIn, url: string, file: Buffer, fileName: string, options?: unknown) => {
    const body = multipart(file, fileName, options);
    return t.app.inject({ method: 'POST', url, headers: { ...session.headers, 'content-type': body['content-type'] }, payload: body.payload });
  };
}

/** The JSON lines of a check's or an import's answer. */
export const linesOf = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportStreamLine);

export const resultOf = (body: string) => {
  const last = linesOf(body).at(-1)!;
  if (!('result' in last)) throw new Error(`no result: ${body}`);
  return last.result as ImportCheck & { import?: ImportRecord };
};

export const importOptions = (mapping: (string | null)[], extra: Partial<ImportOptions> = {}): ImportOptions => ({ mapping, mode: 'add', decimalMark: ',', atomic: true, ...extra });
