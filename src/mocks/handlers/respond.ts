import { delay, http, HttpResponse } from 'msw';
import { errorBody, type ErrorCode, type ErrorExtra } from '../../../contract/api';
import { mockDbGeneration } from '../db/generation';

/** Responses in the API's shapes (docs/product/api.md). */
export const ok = <T>(data: T, init?: ResponseInit) => HttpResponse.json({ data }, init);
export const apiError = (status: number, code: ErrorCode, message: string, extra: ErrorExtra & { headers?: HeadersInit } = {}) =>
  HttpResponse.json(errorBody(code, message, extra), { status, headers: extra.headers });

/** Sign-in and refresh answers carry a session: no cache may keep them (the server's header). */
export const NO_STORE: ResponseInit = { headers: { 'Cache-Control': 'no-store' } };

/**
 * A resolver that holds the request `ms`, then leaves it to the mock's own handler: a long but
 * finite wait for a Loading or busy state. A request whose story has ended meanwhile (the mock db
 * seeded again) ends as a network error instead: its handler would act on the next story's data,
 * and a request without a body or a token of its own, such as a sign-out, reads that story's
 * cookie: it would end the next story's session and add to its activity.
 */
export const answerAfter = (ms: number) => async () => {
  const generation = mockDbGeneration();
  await delay(ms);
  return mockDbGeneration() === generation ? undefined : HttpResponse.error();
};

/**
 * Stories: a request to `path` that gets no answer within the story, then the mock's own. The
 * story may end as soon as its busy state shows: the preview starts the next story once the held
 * request has reached the mock (.storybook/requests-reach-mock.ts).
 */
export const answersLate = (method: 'get' | 'post' | 'put', path: string, ms = 60_000) => http[method](path, answerAfter(ms));
