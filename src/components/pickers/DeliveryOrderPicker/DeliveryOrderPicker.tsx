import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { deliveryOrderNumber } from '../../../../contract/delivery-orders-values';
import { useFormatter } from '../../../lib/format';
import { LOOKUP_SIZE, ResourcePicker, type RecordPickerProps, type ResourceLookup } from '../ResourcePicker/ResourcePicker';
import { DELIVERY_ORDERS } from '../../../../contract/areas';

/** Lines spelled out in an option; the rest are counted ("+2 baris lagi"). */
const LINES_SHOWN = 3;
const NONE: readonly number[] = [];

export interface DeliveryOrderPickerProps extends RecordPickerProps {
  /**
   * Offer only DOs a shipment may still take from (the shipment's DO allocation editor): PENDING
   * or PROSES (`status=OPEN`) with something pending on a line. A DO already chosen still shows.
   */
  pendingOnly?: boolean;
  /** DOs not offered (those already on the shipment). */
  excludeIds?: readonly number[];
}

/**
 * A delivery order by number, customer or address (read-delivery-orders), newest first: its number
 * and customer, and beneath what each line still has pending in the item's unit. Without
 * read-delivery-orders the picker is disabled; a chosen DO shows its number and customer
 * (`GET /api/delivery-orders/:id`, read-delivery-order), else its number alone.
 */
export function DeliveryOrderPicker({ pendingOnly = false, excludeIds = NONE, ...props }: DeliveryOrderPickerProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  // By value: a caller's new array of the same ids keeps the search (and its results) as they are.
  const excluded = excludeIds.join(',');
  const lookup = useMemo<ResourceLookup<DeliveryOrder>>(() => {
    const skip = new Set(excluded ? excluded.split(',').map(Number) : []);
    const pending = (order: DeliveryOrder) => {
      if (order.status === 'BATAL') return t('pickers.deliveryOrder.cancelled');
      const lines = order.lines.filter((line) => line.pending > 0);
      if (lines.length === 0) return t('pickers.deliveryOrder.nothingPending');
      const shown = lines.slice(0, LINES_SHOWN).map((line) => `${line.itemName} ${format.number(line.pending)} ${line.unit}`);
      if (lines.length > LINES_SHOWN) shown.push(t('pickers.deliveryOrder.more', { count: lines.length - LINES_SHOWN }));
      return t('pickers.deliveryOrder.pending', { lines: shown.join(', ') });
    };
    return {
      path: DELIVERY_ORDERS.api,
      // Ask for as many more as may be left out, so a search still offers up to ten.
      params: { sort: '-createdAt', size: String(Math.min(100, LOOKUP_SIZE + skip.size)), ...(pendingOnly ? { status: 'OPEN' } : {}) },
      readList: DELIVERY_ORDERS.permission.list,
      readOne: DELIVERY_ORDERS.permission.read,
      keep: (order) => !skip.has(order.id) && (!pendingOnly || order.lines.some((line) => line.pending > 0)),
      toOption: (order) => ({ value: order.id, label: `${order.number} · ${order.customerName}`, description: pending(order) }),
      idLabel: deliveryOrderNumber,
    };
  }, [t, format, pendingOnly, excluded]);
  return <ResourcePicker lookup={lookup} {...props} />;
}
