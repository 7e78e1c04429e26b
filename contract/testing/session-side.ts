import { expect } from 'vitest';
import type { ContractAnswer, ContractClient } from './resource-suite';

/**
 * What the users, roles and auth suites (users-suite.ts, roles-suite.ts, auth-suite.ts) need of a
 * side, the MSW mock or the real server: browsers that sign in and call the API over HTTP. A
 * browser keeps what the side sets for it between calls, as a page's browser keeps its cookies.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallOptions {
  readonly body?: unknown;
  /** The access token, sent as `Authorization: Bearer …`. */
  readonly token?: string;
  readonly headers?: Record<string, string>;
}

export interface ContractBrowser {
  call(method: Method, path: string, options?: CallOptions): Promise<ContractAnswer>;
}

export interface ContractSide {
  /** The password every demo user has on this side. */
  readonly password: string;
  /** A new browser, without cookies. */
  browser(): ContractBrowser;
}

/** A signed-in user's calls with its access token; `delete` besides the resource client's four. */
export interface SessionClient extends ContractClient {
  delete(path: string): Promise<ContractAnswer>;
}

export interface Session {
  readonly browser: ContractBrowser;
  readonly token: string;
  readonly userId: number;
  readonly roleId: number;
  readonly client: SessionClient;
}

export const clientOf = (browser: ContractBrowser, token?: string): SessionClient => ({
  get: (path) => browser.call('GET', path, { token }),
  post: (path, body, headers) => browser.call('POST', path, { body, token, headers }),
  patch: (path, body) => browser.call('PATCH', path, { body, token }),
  put: (path, body) => browser.call('PUT', path, { body, token }),
  delete: (path) => browser.call('DELETE', path, { token }),
});

/** Signs in from a new browser (the side's demo password unless another is given). */
export async function signIn(side: ContractSide, username: string, options: { password?: string; remember?: boolean } = {}): Promise<Session> {
  const browser = side.browser();
  const answer = await browser.call('POST', '/api/auth/login', {
    body: { username, password: options.password ?? side.password, remember: options.remember ?? false },
  });
  expect(answer.status, `sign-in of ${username}: ${JSON.stringify(answer.body)}`).toBe(200);
  const data = answer.body.data as { accessToken: string; userId: number; roleId: number };
  return { browser, token: data.accessToken, userId: data.userId, roleId: data.roleId, client: clientOf(browser, data.accessToken) };
}

/** A list answer's rows and paging. */
export interface Paging {
  readonly page: number;
  readonly size: number;
  readonly totalItems: number;
  readonly totalPages: number;
}
export const rowsOf = <T = Record<string, unknown>>(answer: ContractAnswer) => answer.body.data as T[];
export const pagingOf = (answer: ContractAnswer) => answer.body.paging as unknown as Paging;
export const dataOf = <T = Record<string, unknown>>(answer: ContractAnswer) => answer.body.data as T;

/** The 401 and 403 bodies, the same on every endpoint. */
export const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } };
export const FORBIDDEN = { error: { code: 'FORBIDDEN', message: 'Permission missing' } };
export const validation = (fields: Record<string, string>) => ({ error: { code: 'VALIDATION_FAILED', message: 'Invalid request', fields } });

/** A list's query outside its allow-lists: each case answers 400 with exactly those field codes. */
export async function expectRefusedQueries(client: ContractClient, path: string, cases: readonly (readonly [string, Record<string, string>])[]) {
  for (const [query, fields] of cases) {
    const answer = await client.get(`${path}?${query}`);
    expect([answer.status, answer.body], query).toEqual([400, validation(fields)]);
  }
}
