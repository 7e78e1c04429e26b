import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import id from '../../../../public/locales/id/ui.json';
import en from '../../../../public/locales/en/ui.json';
import { changeLogFieldLabel } from './field-label';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'id',
    ns: ['ui', 'shipments'],
    defaultNS: 'shipments',
    interpolation: { escapeValue: false },
    resources: {
      id: { ui: id, shipments: { fields: { address: 'Alamat', notes: 'Catatan', writeOffReason: 'Alasan penghapusan' } } },
      en: { ui: en, shipments: { fields: { address: 'Address', notes: 'Notes', writeOffReason: 'Reason for the write-off' } } },
    },
  });
});

describe('change-log keys read in the area words, per line', () => {
  it('a plain field takes the area name', () => {
    expect(changeLogFieldLabel(i18n.t, 'notes')).toBe('Catatan');
    expect(changeLogFieldLabel(i18n.t, 'unknownField')).toBe('unknownField');
  });
  it("a DO's line reads as the quantity of its item, dots in the name kept", () => {
    expect(changeLogFieldLabel(i18n.t, 'lines.BAWANG PUTIH')).toBe('Jumlah BAWANG PUTIH');
    expect(changeLogFieldLabel(i18n.t, 'lines.Semen 40 kg.')).toBe('Jumlah Semen 40 kg.');
  });
  it("a shipment's line and field name the DO", () => {
    expect(changeLogFieldLabel(i18n.t, 'deliveryOrders.DO-000123.lines.BAWANG PUTIH')).toBe('Jumlah BAWANG PUTIH pada DO-000123');
    expect(changeLogFieldLabel(i18n.t, 'deliveryOrders.DO-000123.address')).toBe('Alamat pada DO-000123');
  });
  it("a note's receipt names its receiver, each item received and why it was short, per DO", () => {
    expect(changeLogFieldLabel(i18n.t, 'deliveryOrders.DO-000123.receipt.receiverName')).toBe('Penerima pada DO-000123');
    expect(changeLogFieldLabel(i18n.t, 'deliveryOrders.DO-000123.receipt.lines.Semen 40 kg.')).toBe('Jumlah diterima Semen 40 kg. pada DO-000123');
    expect(changeLogFieldLabel(i18n.t, 'deliveryOrders.DO-000123.receipt.reasons.BAWANG PUTIH')).toBe('Alasan kekurangan BAWANG PUTIH pada DO-000123');
  });
  it("a DO's write-off reads per item, its reason as a field", () => {
    expect(changeLogFieldLabel(i18n.t, 'writtenOff.BAWANG PUTIH')).toBe('Jumlah dihapuskan BAWANG PUTIH');
    expect(changeLogFieldLabel(i18n.t, 'writeOffReason')).toBe('Alasan penghapusan');
  });
  it('in English too', async () => {
    const t = i18n.getFixedT('en');
    expect(changeLogFieldLabel(t, 'deliveryOrders.DO-000007.lines.Gula')).toBe('Quantity of Gula on DO-000007');
    expect(changeLogFieldLabel(t, 'lines.Gula')).toBe('Quantity of Gula');
    expect(changeLogFieldLabel(t, 'deliveryOrders.DO-000007.receipt.receiverName')).toBe('Receiver on DO-000007');
    expect(changeLogFieldLabel(t, 'deliveryOrders.DO-000007.receipt.lines.Gula')).toBe('Received quantity of Gula on DO-000007');
    expect(changeLogFieldLabel(t, 'deliveryOrders.DO-000007.receipt.reasons.Gula')).toBe('Shortfall reason of Gula on DO-000007');
    expect(changeLogFieldLabel(t, 'writtenOff.Gula')).toBe('Written-off quantity of Gula');
    expect(changeLogFieldLabel(t, 'writeOffReason')).toBe('Reason for the write-off');
  });
});
