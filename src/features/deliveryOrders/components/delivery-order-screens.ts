import type { DELIVERY_ORDER_SORT_FIELDS, DeliveryOrderStatus } from '../../../../contract/delivery-orders';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/**
 * What the delivery-order screens share: the namespace, the statuses and the list's sort fields
 * (contract/delivery-orders.ts, written out so list chunks do not load zod).
 */
export const NS = 'deliveryOrders';
export const STATUSES = ['PENDING', 'PROSES', 'SELESAI', 'BATAL'] as const satisfies readonly DeliveryOrderStatus[];
export const SORT_FIELDS = ['createdAt', 'number', 'customer', 'status', 'updatedAt'] as const satisfies readonly (typeof DELIVERY_ORDER_SORT_FIELDS)[number][];

const ID = { kind: 'number', min: 1, max: 2_147_483_647 } as const;

/** The list's URL state (useListState): status, customer, item and the creation day range. */
export const LIST_CONFIG = {
  sortFields: SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: { status: { kind: 'enum', values: STATUSES }, customerId: ID, itemId: ID, date: { kind: 'dateRange' } },
} as const satisfies ListStateConfig;
