import { fetchTakingEarly } from '../early';
import { ApiError } from './errors';
import { singleFlight } from './single-flight';

export interface ApiAuth {
  /** The access token held in memory, or null when signed out. */
  getAccessToken(): string | null;
  /**
   * Obtains a new access token (POST /api/auth/refresh). Called at most once at a time: every
   * request answered 401 while a refresh runs waits for that same refresh. Rejects when the
   * session cannot be renewed.
   */
  refresh(): Promise<string>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Abort after this many ms; the long-operation client uses 300000 (original §9). */
  timeoutMs?: number;
  auth?: ApiAuth;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the 401 → refresh → retry cycle (the auth endpoints themselves). */
  noRefresh?: boolean;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /**
   * The bearer token for a transfer this client cannot make (an upload with progress, an image's
   * bytes); `renew` after such a transfer was answered 401 (the same single-flight refresh).
   */
  token(renew?: boolean): Promise<string | null>;
  /** An API path as the URL this client would fetch (its base URL in front). */
  url(path: string): string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const LONG_OPERATION_TIMEOUT_MS = 300_000;

/**
 * The JSON client of the original's §7: credentials included, a bearer header unless the caller
 * set one, one shared refresh on 401 and one retry.
 */
export function createApiClient({
  baseUrl = '',
  timeoutMs = DEFAULT_TIMEOUT_MS,
  auth,
  // The start-up refresh and permission list may already be on their way (lib/early.ts).
  fetch: fetchImpl = fetchTakingEarly,
}: ApiClientOptions = {}): ApiClient {
  const refresh = auth ? singleFlight(() => auth.refresh()) : null;

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const isJsonBody = options.body !== undefined && !(options.body instanceof FormData);
    if (isJsonBody) headers.set('Content-Type', 'application/json');
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await fetchImpl(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        credentials: 'include',
        body: isJsonBody ? JSON.stringify(options.body) : (options.body as BodyInit | undefined),
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (timeout.aborted) throw ApiError.network('TIMEOUT', `No answer within ${timeoutMs} ms`);
      throw ApiError.network();
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const tokenUsed = auth?.getAccessToken() ?? null;
    let response = await send(path, options, tokenUsed);

    const callerSetAuthorization = options.headers && 'Authorization' in options.headers;
    if (response.status === 401 && refresh && !options.noRefresh && !callerSetAuthorization) {
      // Another caller may have refreshed while this request was on the wire: use that token.
      const current = auth?.getAccessToken() ?? null;
      const token = current && current !== tokenUsed ? current : await refresh();
      response = await send(path, options, token);
    }
    return parse<T>(response);
  }

  const withBody =
    (method: RequestOptions['method']) =>
    <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method, body });

  return {
    request,
    get: (path, options = {}) => request(path, { ...options, method: 'GET' }),
    post: withBody('POST'),
    patch: withBody('PATCH'),
    put: withBody('PUT'),
    delete: (path, options = {}) => request(path, { ...options, method: 'DELETE' }),
    token: async (renew) => (renew && refresh ? refresh() : (auth?.getAccessToken() ?? null)),
    url: (path) => `${baseUrl}${path}`,
  };
}

/**
 * The two clients of one session (original §7): the main one with the default timeout, and the
 * long-operation one that waits LONG_OPERATION_TIMEOUT_MS (exports and other slow calls).
 */
export function createApiClients(options: Omit<ApiClientOptions, 'timeoutMs'> = {}): { api: ApiClient; longApi: ApiClient } {
  return {
    api: createApiClient(options),
    longApi: createApiClient({ ...options, timeoutMs: LONG_OPERATION_TIMEOUT_MS }),
  };
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) throw new ApiError(response.status, 'INVALID_RESPONSE', 'The answer was not JSON');
    }
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, body, response.headers.get('Retry-After'));
  return body as T;
}
