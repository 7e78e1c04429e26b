import { http, HttpResponse } from 'msw';
import { OPENAPI_SAMPLE } from '../data/openapi-sample';

/**
 * `GET /api/openapi.json` on the mock: a hand-written SAMPLE of the document (mocks/data/openapi-sample.ts).
 * The real document is the server's, generated from the contract; the mock serves the sample so
 * the API reference page has something to render in the demo and the stories.
 */
export const openApiHandlers = () => [http.get('*/api/openapi.json', () => HttpResponse.json(OPENAPI_SAMPLE))];
