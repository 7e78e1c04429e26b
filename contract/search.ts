import { z } from 'zod';
import { dataEnvelope } from './api';
import { searchParamSchema } from './lists';
import { SEARCH_GROUP_SIZE, SEARCH_KINDS } from './search-values';

export * from './search-values';

/**
 * `GET /api/search?q=…` ("find anything", docs/product/api.md, decision 333): `q` as every list's
 * (trimmed, at most 100 characters, longer is 400 VALIDATION_FAILED `q: TOO_LONG`; empty finds
 * nothing). No other parameter.
 */
export const globalSearchQuerySchema = z.strictObject({ q: searchParamSchema });
export type GlobalSearchQuery = z.infer<typeof globalSearchQuerySchema>;

export const searchRecordSchema = z.strictObject({
  id: z.number().int().positive(),
  label: z.string(),
  secondary: z.string().nullable(),
});

export const searchGroupSchema = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  records: z.array(searchRecordSchema).max(SEARCH_GROUP_SIZE),
});

export const globalSearchResultSchema = z.strictObject({ groups: z.array(searchGroupSchema) });
export const globalSearchResponseSchema = dataEnvelope(globalSearchResultSchema);
