import { describe, expect, it } from 'vitest';
import { allocationErrorKeys, allocationOf, loadKgOf, type DraftOrder } from './allocation-draft';

const line = (id: number, quantity: string, weightKg: number | null = 2) => ({ deliveryOrderLineId: id, itemName: `Item ${id}`, unit: 'KG', weightKg, ordered: 10, available: 10, quantity });
const order = (id: number, lines: DraftOrder['lines'], useOrderAddress = true): DraftOrder => ({
  deliveryOrderId: id,
  number: `DO-00000${id}`,
  customerName: 'Toko',
  status: 'PENDING',
  orderAddress: 'Jl. A',
  destinationType: 'GUDANG',
  useOrderAddress,
  address: 'Jl. B',
  lines,
});

describe('allocationOf', () => {
  it('leaves blank lines out and keys each sent line by its index in the request', () => {
    const { body, paths } = allocationOf([order(1, [line(1, ''), line(2, '4'), line(3, '12,5')]), order(2, [line(4, '1')], false)]);
    expect(body).toEqual([
      { deliveryOrderId: 1, destinationType: 'GUDANG', address: '', lines: [{ deliveryOrderLineId: 2, quantity: 4 }, { deliveryOrderLineId: 3, quantity: 12.5 }] },
      { deliveryOrderId: 2, destinationType: 'GUDANG', address: 'Jl. B', lines: [{ deliveryOrderLineId: 4, quantity: 1 }] },
    ]);
    expect(paths).toEqual([[null, 'deliveryOrders.0.lines.0.quantity', 'deliveryOrders.0.lines.1.quantity'], ['deliveryOrders.1.lines.0.quantity']]);
  });

  it('keeps text as text, for the schema to answer INVALID_TYPE', () => {
    expect(allocationOf([order(1, [line(1, 'abc')])]).body[0]!.lines[0]!.quantity).toBe('abc');
  });

  it('lists the error keys of every DO and sent line', () => {
    expect(allocationErrorKeys([order(1, [line(1, ''), line(2, '3')])])).toEqual([
      'deliveryOrders.0.deliveryOrderId',
      'deliveryOrders.0.destinationType',
      'deliveryOrders.0.address',
      'deliveryOrders.0.lines',
      'deliveryOrders.0.lines.0.quantity',
      'deliveryOrders.0.lines.0.deliveryOrderLineId',
    ]);
  });
});

describe('loadKgOf', () => {
  it('sums weight × quantity over lines with a quantity', () => {
    expect(loadKgOf([order(1, [line(1, '3', 2.5), line(2, '', null)]), order(2, [line(3, '2', 0.1)])])).toBe(7.7);
  });
  it('is unknown when a line with a quantity has no weight', () => {
    expect(loadKgOf([order(1, [line(1, '3', null)])])).toBeNull();
  });
});
