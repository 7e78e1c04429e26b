import { DELIVERY_ORDER_SORT_FIELDS, DELIVERY_ORDER_STATUSES } from '../../../../contract/delivery-orders-values';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/** What the delivery-order screens share: the namespace and the list's URL state. */
export const NS = 'deliveryOrders';

const ID = { kind: 'number', min: 1, max: 2_147_483_647 } as const;

/** The list's URL state (useListState): status, customer, item and the creation day range. */
export const LIST_CONFIG = {
  sortFields: DELIVERY_ORDER_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: { status: { kind: 'enum', values: DELIVERY_ORDER_STATUSES }, customerId: ID, itemId: ID, date: { kind: 'dateRange' } },
} as const satisfies ListStateConfig;
