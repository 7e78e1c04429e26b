import { SHIPMENT_DELIVERY_ORDERS_MAX } from '../../../contract/shipments-values';
import { parseId } from '../route-params';
import { paths } from './routes';

/**
 * The create-shipment page opened with chosen DOs: `/shipments/new?deliveryOrders=12,15,18`. It
 * lives here rather than in the shipments feature so the DO list, another feature, can link to it.
 */
export const DELIVERY_ORDERS_PARAM = 'deliveryOrders';
/** The single DO a DO's detail page sends ("Buat pengiriman"). */
export const DELIVERY_ORDER_PARAM = 'deliveryOrder';

/** The page with `ids` in the given order; commas stay readable in the address bar. */
export function shipmentFromOrdersPath(ids: readonly number[]): string {
  const base = paths.shipments.new();
  return ids.length === 0 ? base : `${base}?${DELIVERY_ORDERS_PARAM}=${ids.join(',')}`;
}

/**
 * The DOs the page opens with, in the address's order: what is not an id and repeats are dropped
 * (a hand-edited address should still open the form), the single `deliveryOrder` joins them, and
 * past SHIPMENT_DELIVERY_ORDERS_MAX only the first are kept; `beyond` counts the ones left out.
 */
export function chosenDeliveryOrderIds(params: URLSearchParams): { ids: number[]; beyond: number } {
  const raw = [...(params.get(DELIVERY_ORDERS_PARAM) ?? '').split(','), params.get(DELIVERY_ORDER_PARAM)];
  const distinct = [...new Set(raw.map((part) => parseId(part?.trim())).filter((id): id is number => id !== null))];
  return { ids: distinct.slice(0, SHIPMENT_DELIVERY_ORDERS_MAX), beyond: Math.max(0, distinct.length - SHIPMENT_DELIVERY_ORDERS_MAX) };
}
