import { describe, expect, it } from 'vitest';
import { aboveAvailableKeys, allocationErrorKeys, allocationOf, hasLinesToAdd, loadKgOf, restored, unshippableReason, withEveryLine, withLinesAdded, type DraftOrder } from './allocation-draft';

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

describe('the DO screen’s lines and checks', () => {
  const deliveryOrder = {
    id: 1,
    number: 'DO-000001',
    customerName: 'Toko',
    status: 'PROSES',
    address: 'Jl. A',
    lines: [
      { id: 1, itemName: 'Item 1', unit: 'KG', weightKg: 2, quantity: 10, pending: 0 },
      { id: 2, itemName: 'Item 2', unit: 'DUS', weightKg: null, quantity: 30, pending: 30 },
    ],
  } as unknown as Parameters<typeof withEveryLine>[1];

  it('gives a DO every line: the held one as typed, the others blank with what is pending', () => {
    const merged = withEveryLine(order(1, [line(1, '4')]), deliveryOrder);
    expect(merged.lines.map((entry) => [entry.deliveryOrderLineId, entry.quantity, entry.available])).toEqual([[1, '4', 10], [2, '', 30]]);
    expect(hasLinesToAdd(merged)).toBe(true);
    expect(withLinesAdded(merged).lines.map((entry) => entry.quantity)).toEqual(['4', '30']);
    expect(hasLinesToAdd(withLinesAdded(merged))).toBe(false);
  });

  it('gives a DO chosen again its destination, address and quantities back', () => {
    const removed = { ...order(1, [line(1, '3')], false), destinationType: 'EKSPEDISI' as const, address: 'Agen JNE' };
    const again = restored(order(1, [line(1, '10'), line(2, '30')]), removed);
    expect([again.destinationType, again.useOrderAddress, again.address, again.lines.map((entry) => entry.quantity)]).toEqual(['EKSPEDISI', false, 'Agen JNE', ['3', '30']]);
  });

  it('names the sent lines above what they show as available', () => {
    expect(aboveAvailableKeys([order(1, [line(1, ''), line(2, '11'), line(3, '10')])])).toEqual(['deliveryOrders.0.lines.0.quantity']);
  });
});

describe('unshippableReason', () => {
  const chosen = (status: DraftOrder['status'], pending: number[]) => ({ status, lines: pending.map((left) => ({ pending: left })) }) as Parameters<typeof unshippableReason>[0];
  it('lets a DO with something pending go on a shipment', () => {
    expect(unshippableReason(chosen('PENDING', [0, 5]))).toBeNull();
    expect(unshippableReason(chosen('PROSES', [3]))).toBeNull();
  });
  it('keeps out a cancelled DO even with its lines pending, a completed one, and one with nothing pending', () => {
    expect(unshippableReason(chosen('BATAL', [10]))).toBe('BATAL');
    expect(unshippableReason(chosen('SELESAI', [0]))).toBe('SELESAI');
    expect(unshippableReason(chosen('PROSES', [0, 0]))).toBe('NOTHING_PENDING');
  });
});
