import { describe, expect, it } from 'vitest';
import { createDeliveryOrderSchema, deliveryOrderNumberDigits, deriveDeliveryOrderStatus, quantitySchema } from './delivery-orders';
import { imageKindOf } from './images';
import { printShipmentsSchema } from './delivery-notes';
import { receiptInputSchema, writeOffInputSchema } from './receipts';
import { allocationSchema, createShipmentSchema, shipmentSnapshot } from './shipments';

describe('deliveryOrderNumberDigits (decision 289)', () => {
  it('reads a DO number as staff type it, and nothing else', () => {
    for (const [term, digits] of [
      ['DO-000123', '000123'],
      ['do-123', '123'],
      [' do 0042 ', '0042'],
      ['DO123', '123'],
      ['000123', '000123'],
      ['7', '7'],
      ['DO-', ''],
      ['do', ''],
    ] as const) {
      expect(deliveryOrderNumberDigits(term), term).toBe(digits);
    }
    for (const term of ['Toko Dodo', 'do-12a', 'jl. 12', 'dodo 12', '']) expect(deliveryOrderNumberDigits(term), term).toBeUndefined();
  });
});

describe('deriveDeliveryOrderStatus', () => {
  const line = (quantity: number, allocated: number, delivered: number) => ({ quantity, allocated, delivered });
  it('is PENDING with nothing allocated, PROSES with anything allocated, SELESAI only when every line is delivered', () => {
    expect(deriveDeliveryOrderStatus(false, [line(10, 0, 0), line(5, 0, 0)])).toBe('PENDING');
    expect(deriveDeliveryOrderStatus(false, [line(10, 1, 0), line(5, 0, 0)])).toBe('PROSES');
    expect(deriveDeliveryOrderStatus(false, [line(10, 10, 10), line(5, 5, 0)])).toBe('PROSES');
    expect(deriveDeliveryOrderStatus(false, [line(10, 10, 9)])).toBe('PROSES');
    expect(deriveDeliveryOrderStatus(false, [line(10, 10, 10), line(5, 5, 5)])).toBe('SELESAI');
    expect(deriveDeliveryOrderStatus(true, [line(10, 0, 0)])).toBe('BATAL');
  });
});

describe('quantities and vehicles', () => {
  it('takes positive whole quantities only', () => {
    for (const value of [1, 50, 1_000_000]) expect(quantitySchema.safeParse(value).success).toBe(true);
    for (const value of [0, -1, 1.5, 1e20, Number.NaN, '5']) expect(quantitySchema.safeParse(value).success, String(value)).toBe(false);
  });
  it('refuses an item twice on one DO', () => {
    const result = createDeliveryOrderSchema.safeParse({ customerId: 1, lines: [{ itemId: 2, quantity: 1 }, { itemId: 2, quantity: 3 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['lines', 1, 'itemId'], message: 'DUPLICATE' });
  });
  it('takes a DO, a DO line, a receipt line, a write-off line and a printed shipment once each, naming every repeat', () => {
    const allocation = allocationSchema.safeParse([
      { deliveryOrderId: 7, destinationType: 'RUMAH', lines: [{ deliveryOrderLineId: 1, quantity: 1 }, { deliveryOrderLineId: 1, quantity: 2 }] },
      { deliveryOrderId: 7, destinationType: 'RUMAH', lines: [{ deliveryOrderLineId: 2, quantity: 1 }] },
    ]);
    expect(allocation.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[0, 'lines', 1, 'deliveryOrderLineId'], 'DUPLICATE'],
      [[1, 'deliveryOrderId'], 'DUPLICATE'],
    ]);
    const receipt = receiptInputSchema.safeParse({ receiverName: 'Budi', lines: [{ deliveryOrderLineId: 3, received: 1 }, { deliveryOrderLineId: 3, received: 1 }] });
    expect(receipt.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['lines', 1, 'deliveryOrderLineId'], 'DUPLICATE']]);
    const writeOff = writeOffInputSchema.safeParse({ version: 1, reason: 'Rusak', lines: [{ deliveryOrderLineId: 4, quantity: 1 }, { deliveryOrderLineId: 5, quantity: 1 }, { deliveryOrderLineId: 4, quantity: 2 }] });
    expect(writeOff.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['lines', 2, 'deliveryOrderLineId'], 'DUPLICATE']]);
    const prints = printShipmentsSchema.safeParse({ shipmentIds: [9, 8, 9], copies: 1 });
    expect(prints.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['shipmentIds', 2], 'DUPLICATE']]);
  });
  it('normalises a JEMPUT plate and refuses a fleet with it', () => {
    expect(createShipmentSchema.parse({ mode: 'JEMPUT', plate: 'b1234xyz', driverName: ' Ujang ' })).toMatchObject({ plate: 'B 1234 XYZ', driverName: 'Ujang' });
    expect(createShipmentSchema.safeParse({ mode: 'JEMPUT', fleetId: 1, plate: 'B 1 A', driverName: 'U' }).success).toBe(false);
  });
  it('logs a shipment per DO line', () => {
    const snapshot = shipmentSnapshot({
      mode: 'ANTAR', plate: 'D 1 A', driverName: null, notes: '', status: 'PENDING', proof: null,
      deliveryOrders: [{ deliveryOrderId: 123, number: 'DO-000123', customerId: 1, customerName: 'X', status: 'PROSES', destinationType: 'RUMAH', address: 'Jl. A',
        lines: [{ deliveryOrderLineId: 1, itemId: 1, itemName: 'BAWANG PUTIH', itemCode: null, unit: 'KG', weightKg: 1, quantity: 40, ordered: 50, available: 50, remaining: 10 }], receipt: null, receiptState: 'BELUM' }],
    });
    expect(snapshot).toMatchObject({ 'deliveryOrders.DO-000123.lines.BAWANG PUTIH': 40, 'deliveryOrders.DO-000123.destinationType': 'RUMAH' });
  });
});

describe('imageKindOf (by content, never by name)', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));
  it('tells JPEG, PNG, WebP, HEIC and anything else apart', () => {
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKindOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(imageKindOf(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(imageKindOf(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBe('heic');
    expect(imageKindOf(bytes('%PDF-1.4'))).toBe('other');
    expect(imageKindOf(bytes())).toBe('other');
  });
});
