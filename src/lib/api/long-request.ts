import { LONG_OPERATION_TIMEOUT_MS, type ApiClient } from './client';
import { ApiError } from './errors';

export interface LongRequestOptions {
  method: 'GET' | 'POST';
  /**
   * Sent as JSON, except a FormData, which goes as it is: the browser writes its multipart
   * Content-Type with the boundary.
   */
  body?: unknown;
  /** Cancels the request and the reading of its answer; the rejection is then the fetch's own, not an ApiError. */
  signal: AbortSignal;
}

/**
 * A request whose answer the caller reads itself (a file as a stream, an import's JSON lines as
 * they come), which the ApiClient cannot do: sent on the long-operation client's terms (its token
 * and base URL, one renewal on 401, LONG_OPERATION_TIMEOUT_MS). Resolves with the successful
 * answer, its body unread; a refusal throws its ApiError, a lost connection or the timeout an
 * ApiError of status 0.
 */
export async function longRequest(client: ApiClient, path: string, { method, body, signal }: LongRequestOptions): Promise<Response> {
  const url = client.url(path);
  const isForm = body instanceof FormData;
  const payload = body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) };
  // The timeout stays on while the caller reads the body: a stalled stream fails too.
  const timeout = AbortSignal.timeout(LONG_OPERATION_TIMEOUT_MS);
  const both = AbortSignal.any([signal, timeout]);
  const send = async (token: string | null) => {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(url, { method, credentials: 'include', headers, ...payload, signal: both });
    } catch (error) {
      if (signal.aborted) throw error;
      if (timeout.aborted) throw ApiError.network('TIMEOUT', `No answer within ${LONG_OPERATION_TIMEOUT_MS} ms`);
      throw ApiError.network();
    }
  };
  let response = await send(await client.token());
  if (response.status === 401) response = await send(await client.token(true));
  if (response.ok) return response;
  // A refusal whose body cannot be read, or is not JSON, still throws the ApiError of its status.
  let answer: unknown;
  try {
    answer = JSON.parse(await response.text());
  } catch {
    answer = undefined;
  }
  throw ApiError.fromResponse(response.status, answer, response.headers.get('Retry-After'));
}
