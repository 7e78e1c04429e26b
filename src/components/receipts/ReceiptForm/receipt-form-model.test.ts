import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../../../../contract/validation';
import { receiptDefaults, receiptFieldNames, receiptFormSchema, receiptPartsOf, type ReceiptFormLine } from './receipt-form-model';

const LINES: ReceiptFormLine[] = [
  { deliveryOrderLineId: 41, itemName: 'Tepung Terigu', unit: 'KARUNG', shipped: 20 },
  { deliveryOrderLineId: 42, itemName: 'Air Mineral Galon', unit: 'PCS', shipped: 50 },
];
const NOW = Date.parse('2026-12-05T07:05:00Z');
const photo = new File(['x'], 'kertas.jpg', { type: 'image/jpeg' });

const errorsOf = (values: unknown) => {
  const parsed = receiptFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
};

describe('the receipt form checks as the server does', () => {
  it('starts with every line in full and the business-zone time', () => {
    expect(receiptDefaults(LINES, NOW)).toMatchObject({ receivedAt: '2026-12-05T14:05', lines: [{ received: 20, reason: null }, { received: 50, reason: null }] });
  });

  it("names the server's codes on the server's fields, all at once", () => {
    const values = receiptDefaults(LINES, NOW);
    values.lines[0]!.received = 21;
    values.lines[1]!.received = 49;
    expect(errorsOf(values)).toEqual({ receiverName: 'TOO_SHORT', 'lines.0.received': 'TOO_BIG', 'lines.1.reason': 'REQUIRED', 'evidence.signature': 'REQUIRED' });
  });

  it('takes a blank quantity as missing, a fraction as not whole, a negative as too small', () => {
    const values = { ...receiptDefaults(LINES, NOW), receiverName: 'Bu Sari', evidence: { signature: { strokes: [], typed: 'Sari' }, photo: null } };
    values.lines[0]!.received = null;
    values.lines[1]!.received = 1.5;
    expect(errorsOf(values)).toEqual({ 'lines.0.received': 'REQUIRED', 'lines.1.received': 'NOT_WHOLE' });
    values.lines[0]!.received = -1;
    values.lines[1]!.received = 50;
    expect(errorsOf(values)).toEqual({ 'lines.0.received': 'TOO_SMALL' });
  });

  it('sends every line in order, a reason only with a short line, the time with its offset', async () => {
    const values = { ...receiptDefaults(LINES, NOW), receiverName: ' Bu Sari ', evidence: { signature: { strokes: [], typed: '' }, photo } };
    values.lines[0] = { ...values.lines[0]!, received: 18, reason: 'RUSAK' };
    values.lines[1] = { ...values.lines[1]!, reason: 'LAINNYA' };
    const parsed = receiptFormSchema.parse(values);
    const parts = await receiptPartsOf(parsed, true);
    expect(parts).toEqual({
      receipt: {
        receiverName: 'Bu Sari',
        receivedAt: '2026-12-05T14:05:00+07:00',
        lines: [
          { deliveryOrderLineId: 41, received: 18, reason: 'RUSAK' },
          { deliveryOrderLineId: 42, received: 50, reason: null },
        ],
      },
      signature: null,
      photo,
    });
    expect((await receiptPartsOf(parsed, false)).receipt).not.toHaveProperty('receivedAt');
  });

  it("knows every field a server's error may name", () => {
    expect(receiptFieldNames(2)).toEqual(['receiverName', 'receivedAt', 'note', 'lines.0.received', 'lines.0.reason', 'lines.1.received', 'lines.1.reason', 'evidence.signature', 'evidence.photo']);
  });
});
