import { describe, expect, it } from 'vitest';
import { SHIPMENT_DELIVERY_ORDERS_MAX } from '../../../contract/shipments-values';
import { chosenDeliveryOrderIds, shipmentFromOrdersPath } from './shipment-from-orders';

const idsOf = (search: string) => chosenDeliveryOrderIds(new URLSearchParams(search));

describe('shipmentFromOrdersPath', () => {
  it('opens the new shipment with the DOs in the given order', () => {
    expect(shipmentFromOrdersPath([12, 15, 18])).toBe('/shipments/new?deliveryOrders=12,15,18');
    expect(shipmentFromOrdersPath([7])).toBe('/shipments/new?deliveryOrders=7');
  });

  it('opens a blank form without DOs', () => {
    expect(shipmentFromOrdersPath([])).toBe('/shipments/new');
  });

  it('gives back what the page reads', () => {
    const path = shipmentFromOrdersPath([18, 3, 12]);
    expect(idsOf(path.slice(path.indexOf('?')))).toEqual({ ids: [18, 3, 12], beyond: 0 });
  });
});

describe('chosenDeliveryOrderIds', () => {
  it('reads the list and the single DO of a DO detail page', () => {
    expect(idsOf('deliveryOrders=12,15,18')).toEqual({ ids: [12, 15, 18], beyond: 0 });
    expect(idsOf('deliveryOrder=12')).toEqual({ ids: [12], beyond: 0 });
    expect(idsOf('deliveryOrders=12%2C15')).toEqual({ ids: [12, 15], beyond: 0 });
    expect(idsOf('')).toEqual({ ids: [], beyond: 0 });
  });

  it('drops what is not an id and repeats, keeping the first place', () => {
    expect(idsOf('deliveryOrders=15,abc,,0,-3,07,1.5,15, 18 ,99999999999,12&deliveryOrder=18')).toEqual({ ids: [15, 18, 12], beyond: 0 });
  });

  it('keeps the first ones past the limit and counts the rest', () => {
    const many = Array.from({ length: SHIPMENT_DELIVERY_ORDERS_MAX + 7 }, (_, index) => index + 1);
    const { ids, beyond } = idsOf(`deliveryOrders=${many.join(',')},1,2`);
    expect(ids).toEqual(many.slice(0, SHIPMENT_DELIVERY_ORDERS_MAX));
    expect(beyond).toBe(7);
  });

});
