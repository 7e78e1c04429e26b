import type { TFunction } from 'i18next';

const ORDER_KEY = /^deliveryOrders\.([^.]+)\.(.+)$/;

/**
 * A change-log key in the area's words (decision 182: snapshots keep one key per line, so the
 * field-by-field diff reads per line):
 * - `name` → `{ns}:fields.name`;
 * - `lines.<item name>` (a DO's line) → "Jumlah BAWANG PUTIH", `writtenOff.<item name>` →
 *   "Jumlah dihapuskan BAWANG PUTIH";
 * - `deliveryOrders.<DO number>.lines.<item name>` (a shipment's line) → "Jumlah BAWANG PUTIH pada
 *   DO-000123", and `deliveryOrders.<DO number>.<field>` → "Alamat pada DO-000123";
 * - a note's receipt (contract/receipts.ts `receiptSnapshot`): `….receipt.receiverName` →
 *   "Penerima pada DO-000123", `….receipt.lines.<item name>` → "Jumlah diterima BAWANG PUTIH pada
 *   DO-000123", `….receipt.reasons.<item name>` → "Alasan kekurangan BAWANG PUTIH pada DO-000123".
 * An item name may hold dots: everything after `lines.` is the name. `keys` is where the area
 * keeps its field names (`fields` unless the log words them apart from the form, as roles do).
 */
export function changeLogFieldLabel(t: TFunction, field: string, keys = 'fields'): string {
  const order = ORDER_KEY.exec(field);
  if (order) {
    const [, number = '', rest = ''] = order;
    if (rest.startsWith('lines.')) return t('ui:changeLog.lineQuantityOn', { item: rest.slice('lines.'.length), order: number });
    if (rest === 'receipt.receiverName') return t('ui:changeLog.receiverOn', { order: number });
    if (rest.startsWith('receipt.lines.')) return t('ui:changeLog.receivedOn', { item: rest.slice('receipt.lines.'.length), order: number });
    if (rest.startsWith('receipt.reasons.')) return t('ui:changeLog.receiptReasonOn', { item: rest.slice('receipt.reasons.'.length), order: number });
    return t('ui:changeLog.fieldOn', { field: t(`${keys}.${rest}`, { defaultValue: rest }), order: number });
  }
  if (field.startsWith('lines.')) return t('ui:changeLog.lineQuantity', { item: field.slice('lines.'.length) });
  if (field.startsWith('writtenOff.')) return t('ui:changeLog.writtenOff', { item: field.slice('writtenOff.'.length) });
  return t(`${keys}.${field}`, { defaultValue: field });
}
