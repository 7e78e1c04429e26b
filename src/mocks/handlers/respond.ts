import { HttpResponse } from 'msw';
import { errorBody, type ErrorCode, type ErrorExtra } from '../../../contract/api';

/** Responses in the API's shapes (docs/product/api.md). */
export const ok = <T>(data: T, init?: ResponseInit) => HttpResponse.json({ data }, init);
export const apiError = (status: number, code: ErrorCode, message: string, extra: ErrorExtra & { headers?: HeadersInit } = {}) =>
  HttpResponse.json(errorBody(code, message, extra), { status, headers: extra.headers });

/** Sign-in and refresh answers carry a session: no cache may keep them (the server's header). */
export const NO_STORE: ResponseInit = { headers: { 'Cache-Control': 'no-store' } };
