import useSWR from 'swr';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

/**
 * The OpenAPI 3.1 document as the server serves it, typed only as far as JSON goes: the page reads
 * it through the tolerant accessors of components/ApiDocument.ts, so a keyword it does not know is
 * ignored and a part the document leaves out is simply not shown.
 */
export type OpenApiDocument = Readonly<Record<string, unknown>>;

export const OPENAPI_PATH = '/api/openapi.json';

/** `GET /api/openapi.json`: the API's own description, generated from the zod contract. */
export const getOpenApi = (api: ApiClient) => api.get<OpenApiDocument>(OPENAPI_PATH);

export const openApiKey = () => [OPENAPI_PATH] as const;

/** The document changes only with a new server version: no refetch on focus or reconnect. */
export function useOpenApi() {
  const { api } = useApi();
  return useSWR<OpenApiDocument, ApiError>(openApiKey(), () => getOpenApi(api), { revalidateOnFocus: false, revalidateOnReconnect: false });
}
