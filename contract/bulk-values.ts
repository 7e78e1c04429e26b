// The plain values of the bulk contract (no zod, so a list page offers its actions without the
// validation library; decision 260). `contract/bulk.ts` re-exports them beside its schemas.
import { BULK_LIMIT } from './lists-values';

export { BULK_LIMIT };

export const BULK_ACTIONS = ['archive', 'restore', 'cancel'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** An area's bulk actions: archive and restore where it retires records, then what its list declares. */
export const bulkActionsOf = (area: { readonly archive?: true; readonly list?: { readonly bulk?: readonly 'cancel'[] } }): BulkAction[] => [
  ...(area.archive ? (['archive', 'restore'] as const) : []),
  ...(area.list?.bulk ?? []),
];
