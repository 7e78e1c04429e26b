import { useCallback, useRef } from 'react';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { useFormatter } from '../../../lib/format';
import type { LineValue } from './DeliveryOrderFields';

/**
 * Names for the values a version conflict compares: the customer by name, the lines as
 * "Bawang Putih 40 KARUNG". Learned from the DO as loaded and from the server's current record.
 */
export function useConflictValues(order: DeliveryOrder) {
  const format = useFormatter();
  const customers = useRef(new Map([[order.customerId, order.customerName]]));
  const items = useRef(new Map(order.lines.map((line) => [line.itemId, line])));
  const learn = useCallback((current: DeliveryOrder) => {
    customers.current.set(current.customerId, current.customerName);
    for (const line of current.lines) items.current.set(line.itemId, line);
  }, []);
  const formatValue = useCallback(
    (field: string, value: unknown) => {
      if (field === 'customerId' && typeof value === 'number') return customers.current.get(value) ?? `#${value}`;
      if (field === 'lines' && Array.isArray(value)) {
        return (value as LineValue[])
          .map((line) => {
            const item = line.itemId === null ? undefined : items.current.get(line.itemId);
            const quantity = typeof line.quantity === 'number' ? format.number(line.quantity) : String(line.quantity ?? '—');
            return [item?.itemName ?? `#${line.itemId}`, quantity, item?.unit].filter(Boolean).join(' ');
          })
          .join(', ');
      }
      return value === null || value === undefined || value === '' ? '—' : String(value);
    },
    [format],
  );
  return { learn, formatValue };
}
