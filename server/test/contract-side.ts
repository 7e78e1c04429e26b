import type { LightMyRequestResponse } from 'fastify';
import type { PictureCalls } from '../../contract/testing/company-profile-suite';
import type { ContractAnswer } from '../../contract/testing/resource-suite';
import type { ContractBrowser, ContractSide } from '../../contract/testing/session-side';
import { TEST_PASSWORD, type TestApp } from './harness';

/** The real server as a side of the shared contract suites (contract/testing/session-side.ts). */
const answer = (response: LightMyRequestResponse): ContractAnswer => ({
  status: response.statusCode,
  body: response.body === '' ? {} : response.json(),
  header: (name) => response.headers[name.toLowerCase()] as string | undefined,
});

/**
 * A browser: the cookies the server sets (the refresh and device cookies) sent back on every
 * call, and an address of its own, so the sign-in limits per address never meet across browsers.
 */
export function sideOf(app: () => TestApp): ContractSide {
  let browsers = 0;
  return {
    password: TEST_PASSWORD,
    browser(): ContractBrowser {
      browsers += 1;
      const remoteAddress = `10.77.${Math.floor(browsers / 250)}.${browsers % 250}`;
      const jar = new Map<string, string>();
      return {
        call: async (method, url, options = {}) => {
          const response = await app().app.inject({
            method,
            url,
            remoteAddress,
            headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
            cookies: Object.fromEntries(jar),
            ...(options.body === undefined ? {} : { payload: options.body as object }),
          });
          for (const cookie of response.cookies) {
            if (cookie.value === '') jar.delete(cookie.name);
            else jar.set(cookie.name, cookie.value);
          }
          return answer(response);
        },
      };
    },
  };
}

/**
 * Picture uploads (multipart, one file part `file`, as a browser's form sends it) and files read
 * without a session, as an <img> reads them, for the company profile suite.
 */
export function picturesOf(app: () => TestApp): PictureCalls {
  return {
    upload: async (session, method, url, file) => {
      const boundary = `----laju${Math.random().toString(16).slice(2)}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
      const response = await app().app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      return answer(response);
    },
    form: async (session, method, url, parts) => {
      const boundary = `----laju${Math.random().toString(16).slice(2)}`;
      const chunks: Buffer[] = [];
      for (const [name, value] of Object.entries(parts.fields ?? {})) {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      }
      for (const [name, file] of Object.entries(parts.files ?? {})) {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), Buffer.from(file.bytes), Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const response = await app().app.inject({
        method,
        url,
        headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(chunks),
      });
      return answer(response);
    },
    fetchFile: async (url) => {
      const response = await app().app.inject({ method: 'GET', url });
      const json = String(response.headers['content-type'] ?? '').startsWith('application/json') ? response.json() : null;
      return { status: response.statusCode, bytes: response.rawPayload, header: (name) => response.headers[name.toLowerCase()] as string | undefined, json };
    },
  };
}
