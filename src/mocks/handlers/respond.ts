import { HttpResponse } from 'msw';

/** Responses in the API's shapes (docs/product/api.md). */
export const ok = <T>(data: T, init?: ResponseInit) => HttpResponse.json({ data }, init);
export const apiError = (
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; retryAfterSeconds?: number; current?: unknown; params?: Record<string, string | number>; headers?: HeadersInit } = {},
) =>
  HttpResponse.json(
    {
      error: {
        code,
        message,
        ...(extra.fields ? { fields: extra.fields } : {}),
        ...(extra.retryAfterSeconds !== undefined ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
        ...(extra.current !== undefined ? { current: extra.current } : {}),
        ...(extra.params ? { params: extra.params } : {}),
      },
    },
    { status, headers: extra.headers },
  );

/** Sign-in and refresh answers carry a session: no cache may keep them (the server's header). */
export const NO_STORE: ResponseInit = { headers: { 'Cache-Control': 'no-store' } };
