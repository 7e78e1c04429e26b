import type { FormParts, PictureCalls } from '../../../contract/testing/company-profile-suite';
import type { ContractAnswer } from '../../../contract/testing/resource-suite';
import type { ContractSide, Session } from '../../../contract/testing/session-side';
import { DEMO_PASSWORD, refreshCookie, type RefreshCookie } from '../db/auth';

/** The MSW mock as a side of the shared contract suites (contract/testing/session-side.ts); the node server must listen. */
const base = 'http://laju.test';

const answer = async (response: Response): Promise<ContractAnswer> => {
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text), header: (name) => response.headers.get(name) };
};

/**
 * A browser: the mock keeps its refresh "cookie" in the page's Web Storage (memory in Node), which
 * every real browser has for itself; a browser here puts its own back before each call and keeps
 * what the call left there.
 */
export const mockSide: ContractSide = {
  password: DEMO_PASSWORD,
  browser: () => {
    let cookie: RefreshCookie | null = null;
    return {
      call: async (method, path, options = {}) => {
        if (cookie) refreshCookie.write(cookie.userId, cookie.remember, cookie.session ?? undefined);
        else refreshCookie.clear();
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
            ...options.headers,
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        });
        cookie = refreshCookie.read();
        return answer(response);
      },
    };
  },
};

/** A form as a browser builds it: its text parts, then its files, each with its name and type. */
function formOf({ fields = {}, files = {} }: FormParts) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

const sendForm = async (session: Session | null, method: string, path: string, parts: FormParts) =>
  answer(await fetch(`${base}${path}`, { method, headers: session ? { Authorization: `Bearer ${session.token}` } : {}, body: formOf(parts) }));

/**
 * Picture uploads (a form with the one file part `file`), forms of any parts, and files read
 * without a session, as an <img> reads them, for the company profile and receipts suites.
 */
export const mockPictures: PictureCalls = {
  upload: (session, method, path, file) => sendForm(session, method, path, { files: { file } }),
  form: sendForm,
  fetchFile: async (path) => {
    const response = await fetch(`${base}${path}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const json = (response.headers.get('content-type') ?? '').startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : null;
    return { status: response.status, bytes, header: (name) => response.headers.get(name), json };
  },
};
