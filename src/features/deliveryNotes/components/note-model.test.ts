import { describe, expect, it } from 'vitest';
import type { Shipment } from '../../../../contract/shipments';
import { qrPathOf } from '../../../lib/qr/qr-path';
import { batchIdsOf, clampCopies, notesOf } from './note-model';

const line = (id: number, quantity: number, ordered: number, remaining: number) => ({
  deliveryOrderLineId: id, itemId: id, itemName: `Item ${id}`, itemCode: null, unit: 'KG', weightKg: null, quantity, ordered, available: ordered, remaining,
});
const shipment = (id: number, orders: number[]) =>
  ({
    id,
    deliveryOrders: orders.map((orderId) => ({ deliveryOrderId: orderId, number: '', customerId: 1, customerName: 'C', status: 'PROSES', destinationType: 'RUMAH', address: 'A', lines: [line(orderId * 10, 2, 5, 3)], receipt: null, receiptState: 'BELUM' })),
  }) as unknown as Shipment;

describe('notesOf', () => {
  it('gives one note per DO in every copy, shipments in the order given', () => {
    const notes = notesOf([shipment(45, [123, 124]), shipment(7, [9])], 2);
    expect(notes.map((note) => [note.number, note.copy])).toEqual([
      ['SJ-000045-000123', 0], ['SJ-000045-000123', 1], ['SJ-000045-000124', 0], ['SJ-000045-000124', 1], ['SJ-000007-000009', 0], ['SJ-000007-000009', 1],
    ]);
    expect(notes[0]!.lines).toEqual([expect.objectContaining({ position: 1, quantity: 2, ordered: 5, remaining: 3 })]);
    expect(notesOf([shipment(1, [])], 3)).toEqual([]);
  });
});

describe('clampCopies and batchIdsOf', () => {
  it('keeps copies within 1–5 and reads the batch in order, each once', () => {
    expect([0, 6, 'abc', '3', 2.5, undefined].map(clampCopies)).toEqual([1, 5, 1, 3, 1, 1]);
    expect(batchIdsOf('3, 1,2,3,x,0,-4')).toEqual({ ids: [3, 1, 2], invalid: ['x', '0', '-4'], tooMany: false });
    expect(batchIdsOf(Array.from({ length: 101 }, (_, index) => index + 1).join(',')).tooMany).toBe(true);
    expect(batchIdsOf(null)).toEqual({ ids: [], invalid: [], tooMany: false });
  });
});

describe('qrPathOf', () => {
  it('draws the finder pattern in the corner, inside a quiet zone of 2', () => {
    const { size, path } = qrPathOf('http://127.0.0.1:3000/shipments/12/detail');
    expect(size).toBeGreaterThanOrEqual(25);
    expect(path.startsWith('M2 2h7v1h-7z')).toBe(true);
  });
});
