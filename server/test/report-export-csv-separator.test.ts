import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../contract/dashboard';
import { createDeliveryTestApp, deliveryApiOf, type DeliveryOrderBody } from './delivery-helpers';
import type { SignedIn, TestApp } from './harness';

/**
 * The outgoing-items CSV opens in columns in Excel whatever the reader's regional settings:
 * `;` for an Indonesian file (Excel with id-ID splits on its list separator, `;`), `,` for an
 * English one, either on request; always UTF-8 with a BOM and no `sep=` line (with one, Excel
 * drops the BOM and garbles "Kafé").
 */
let t: TestApp & { dataDir: string };
let admin: SignedIn;
const today = businessDay(new Date(), 'Asia/Jakarta');
const period = `startDate=${today}&endDate=${today}`;
const CUSTOMER = 'Kafé "Maju"; Jaya, Tbk';
const ITEM = '=HYPERLINK("x";"y") Gula';

beforeAll(async () => {
  t = await createDeliveryTestApp();
  admin = await t.login('admin');
  const api = deliveryApiOf(t);
  const customer = await api.post('/api/customers', admin, { name: CUSTOMER, address: 'Jl. Braga 1, Bandung' });
  expect(customer.statusCode, customer.body).toBe(201);
  const item = await api.post('/api/items', admin, { name: ITEM, unit: 'KARUNG' });
  expect(item.statusCode, item.body).toBe(201);
  const order = await api.post('/api/delivery-orders', admin, { customerId: customer.json().data.id, lines: [{ itemId: item.json().data.id, quantity: 1234 }] });
  expect(order.statusCode, order.body).toBe(201);
  const shipment = await api.createShipment(admin, [api.allocationOf(order.json().data as DeliveryOrderBody, [1234])]);
  expect(shipment.statusCode, shipment.body).toBe(201);
  expect((await api.uploadProof(admin, shipment.json().data.id)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const csvOf = async (query: string) => {
  const response = await t.app.inject({ url: `/api/reports/outgoing-items/export?${period}&groupBy=customer&format=csv&${query}`, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};
const BOM = [0xef, 0xbb, 0xbf];
const utf8 = (text: string) => [...Buffer.from(text, 'utf8')];

describe('the outgoing-items CSV', () => {
  it('separates an Indonesian file with semicolons, after a BOM and without a sep= line', async () => {
    const bytes = await csvOf('lang=id');
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect([...bytes.subarray(3, 3 + 32)]).toEqual(utf8('Laporan Pengeluaran Barang;;;;\r\n'));
    const text = bytes.subarray(3).toString('utf8');
    expect(text).not.toMatch(/^sep=/m);
    const lines = text.split('\r\n');
    expect(lines[9]).toBe('Kustomer;Kode;Barang;Satuan;Jumlah');
    // A name holding either separator is quoted; a formula is defused as before; "é" stays UTF-8.
    expect(lines).toContain(`"Kafé ""Maju""; Jaya, Tbk";;"'=HYPERLINK(""x"";""y"") Gula";KARUNG;1234`);
    expect(bytes.includes(Buffer.from([0xc3, 0xa9]))).toBe(true);
    expect(lines).toContain('Total;;;KARUNG;1234');
  });

  it('separates an English file with commas', async () => {
    const lines = (await csvOf('lang=en')).subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Outgoing items report,,,,');
    expect(lines[9]).toBe('Customer,Code,Item,Unit,Quantity');
    expect(lines).toContain(`"Kafé ""Maju""; Jaya, Tbk",,"'=HYPERLINK(""x"";""y"") Gula",KARUNG,1234`);
  });

  it('takes the separator the reader chose, in either language', async () => {
    const comma = await csvOf('lang=id&separator=comma');
    expect([...comma.subarray(0, 3)]).toEqual(BOM);
    expect(comma.subarray(3).toString('utf8').split('\r\n')[9]).toBe('Kustomer,Kode,Barang,Satuan,Jumlah');
    const semicolon = await csvOf('lang=en&separator=semicolon');
    expect(semicolon.subarray(3).toString('utf8').split('\r\n')[9]).toBe('Customer;Code;Item;Unit;Quantity');
  });

  it('refuses a separator it does not know', async () => {
    const response = await t.app.inject({ url: `/api/reports/outgoing-items/export?${period}&format=csv&separator=tab`, headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { separator: 'INVALID_VALUE' } });
  });
});
