import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ORDER_SORT_FIELDS } from '../../contract/delivery-orders';
import { SHIPMENT_SORT_FIELDS } from '../../contract/shipments';
import { rowsOf } from '../db/client';
import { createDeliveryTestApp, deliveryApiOf, type DeliveryOrderBody } from './delivery-helpers';
import type { SignedIn, TestApp } from './harness';

/**
 * The DO and shipment lists on the kit's kept totals and indexes (decision 220): every page of
 * every sort, read from the nearer end, is the page the forward order gives; the totals kept in
 * list_counts follow creates, allocations and cancels; the customer's name kept on the DO follows
 * a rename (sort, search, records); held totals follow the writes that move rows in or out.
 */
let t: TestApp;
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
const customerIds: number[] = [];
const orders: DeliveryOrderBody[] = [];
let itemIds: number[] = [];

const execute = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
  // Customers whose names sort differently with and without case.
  for (const [index, name] of ['zaitun jaya', 'Abadi Makmur', 'bintang Timur', 'Cahaya Urut'].entries()) {
    const created = await api.post('/api/customers', admin, { name, address: `Jl. Urut ${index}` }, { 'idempotency-key': `list-customer-${index}` });
    expect(created.statusCode).toBe(201);
    customerIds.push(created.json().data.id);
  }
  const items = await api.itemIds(2);
  itemIds = items;
  for (let index = 0; index < 23; index += 1) {
    const created = await api.post(
      '/api/delivery-orders',
      admin,
      { customerId: customerIds[index % customerIds.length], lines: [{ itemId: items[index % 2]!, quantity: 5 }] },
      { 'idempotency-key': `list-order-${index}` },
    );
    expect(created.statusCode).toBe(201);
    orders.push(created.json().data);
  }
  // Few distinct creation times: many ties, broken by id.
  await t.database.db.execute(sql`
    update delivery_orders set created_at = timestamptz '2026-11-01 08:00+07' + (id % 3) * interval '1 day' where id = any(${`{${orders.map((order) => order.id).join(',')}}`}::int[])`);
  // PROSES (some taken), BATAL (cancelled), the rest PENDING; ANTAR and JEMPUT shipments.
  for (let index = 0; index < 8; index += 1) {
    const vehicle = index % 2 === 0 ? undefined : { mode: 'JEMPUT', plate: `D ${1000 + index} UJ`, driverName: `Sopir ${index}` };
    const created = await api.createShipment(admin, [api.allocationOf(orders[index]!, [index % 3 === 0 ? 5 : 2])], vehicle);
    expect(created.statusCode, created.body).toBe(201);
  }
  for (const order of orders.slice(20)) {
    expect((await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: order.version })).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

async function page(url: string, number: number, size: number) {
  const response = await api.get(`${url}${url.includes('?') ? '&' : '?'}page=${number}&size=${size}`, admin);
  expect(response.statusCode, `${url} page ${number} size ${size}`).toBe(200);
  return response.json() as { data: { id: number; customerName?: string }[]; paging: { totalItems: number; totalPages: number } };
}

const LISTS = () => [
  ...DELIVERY_ORDER_SORT_FIELDS.flatMap((field) => [
    `/api/delivery-orders?sort=${field}`,
    `/api/delivery-orders?sort=-${field}`,
    `/api/delivery-orders?sort=${field}&status=OPEN`,
    `/api/delivery-orders?sort=-${field}&customerId=${customerIds[1]}`,
    `/api/delivery-orders?sort=${field}&q=${encodeURIComponent('bintang')}`,
    // Read through the filter's own index and sorted whole (decision 289).
    `/api/delivery-orders?sort=${field}&itemId=${itemIds[1]}`,
    `/api/delivery-orders?sort=-${field}&itemId=${itemIds[0]}&status=PENDING`,
  ]),
  ...SHIPMENT_SORT_FIELDS.flatMap((field) => [
    `/api/shipments?sort=${field}`,
    `/api/shipments?sort=-${field}`,
    `/api/shipments?sort=${field}&mode=JEMPUT`,
    `/api/shipments?sort=-${field}&status=PENDING&mode=ANTAR`,
    `/api/shipments?sort=${field}&customerId=${customerIds[1]}`,
    `/api/shipments?sort=-${field}&plate=${encodeURIComponent('uj')}`,
  ]),
];

describe('DO and shipment list pages', () => {
  it('reads every page of every sort, the last ones from the end, exactly as one forward page lists them', async () => {
    for (const url of LISTS()) {
      const whole = await page(url, 1, 100);
      expect(whole.paging.totalItems, url).toBeGreaterThan(0);
      expect(whole.data.length, url).toBe(whole.paging.totalItems);
      for (const size of [4, 7]) {
        const ids: number[] = [];
        const pages = Math.ceil(whole.paging.totalItems / size);
        for (let number = 1; number <= pages + 1; number += 1) {
          const { data, paging } = await page(url, number, size);
          expect(paging, `${url} page ${number} size ${size}`).toMatchObject({ totalItems: whole.paging.totalItems, totalPages: pages });
          if (number > pages) expect(data, `${url} past the end`).toEqual([]);
          ids.push(...data.map((record) => record.id));
        }
        expect(ids, `${url} size ${size}`).toEqual(whole.data.map((record) => record.id));
      }
    }
  });

  it('sorts by the customer’s name ignoring case, ties by number', async () => {
    const { data } = await page(`/api/delivery-orders?sort=customer`, 1, 100);
    const keys = data.map((record) => [record.customerName!.toLowerCase(), record.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])));
    expect(data[0]!.customerName).toBe('Abadi Makmur');
  });

  it('keeps the totals per DO status and per shipment mode and status in list_counts', async () => {
    const counted = async () =>
      execute<{ entity: string; bucket: string; n: number }>(sql`
        select entity, bucket, n from list_counts where entity in ('delivery-order', 'shipment') and n <> 0 order by entity, bucket`);
    const real = async () =>
      execute<{ entity: string; bucket: string; n: number }>(sql`
        select * from (
          select 'delivery-order' as entity, status as bucket, count(*)::int as n from delivery_orders group by status
          union all select 'shipment', mode || ':' || status, count(*)::int from shipments group by mode, status) c
        order by entity, bucket`);
    expect(await counted()).toEqual(await real());
    const statusTotal = async (status: string) => (await page(`/api/delivery-orders?status=${status}`, 1, 1)).paging.totalItems;
    const [pending, proses, open] = [await statusTotal('PENDING'), await statusTotal('PROSES'), await statusTotal('OPEN')];
    expect(open).toBe(pending + proses);
    // An allocation moves a DO from PENDING to PROSES; giving it back moves it back.
    const order = orders[15]!;
    const created = await api.createShipment(admin, [api.allocationOf(order, [1])]);
    expect(created.statusCode).toBe(201);
    expect([await statusTotal('PENDING'), await statusTotal('PROSES'), await statusTotal('OPEN')]).toEqual([pending - 1, proses + 1, open]);
    const shipment = created.json().data as { id: number; version: number };
    const released = await api.post(`/api/shipments/${shipment.id}/cancel`, admin, { version: shipment.version, reason: 'Salah pilih DO' });
    expect(released.statusCode, released.body).toBe(200);
    expect([await statusTotal('PENDING'), await statusTotal('PROSES')]).toEqual([pending, proses]);
    expect((await page('/api/shipments?mode=ANTAR&status=PENDING', 1, 1)).paging.totalItems).toBe(
      (await execute<{ n: number }>(sql`select count(*)::int as n from shipments where mode = 'ANTAR' and status = 'PENDING'`))[0]!.n,
    );
    expect(await counted()).toEqual(await real());
  });

  it('follows a customer’s rename on its DOs: the name, the customer sort and the search, held totals included', async () => {
    const customerId = customerIds[3]!;
    const searched = async (term: string) => (await page(`/api/delivery-orders?q=${encodeURIComponent(term)}`, 1, 100)).paging.totalItems;
    const theirs = (await page(`/api/delivery-orders?customerId=${customerId}`, 1, 100)).paging.totalItems;
    expect(await searched('cahaya urut')).toBe(theirs);
    expect(await searched('aaa kemuning')).toBe(0); // held now
    const customer = (await api.get(`/api/customers/${customerId}`, admin)).json().data as { version: number };
    expect((await api.patch(`/api/customers/${customerId}`, admin, { version: customer.version, name: 'AAA Kemuning' })).statusCode).toBe(200);
    expect(await searched('aaa kemuning')).toBe(theirs);
    expect(await searched('cahaya urut')).toBe(0);
    const first = (await page('/api/delivery-orders?sort=customer', 1, 1)).data[0]!;
    expect(first.customerName).toBe('AAA Kemuning');
    const [stale] = await execute<{ n: number }>(sql`
      select count(*)::int as n from delivery_orders d join customers c on c.id = d.customer_id where d.customer_name <> c.name`);
    expect(stale!.n).toBe(0);
    // A DO moved to another customer (nothing of it shipped) takes that customer's name.
    const moved = orders[10]!;
    const current = (await api.get(`/api/delivery-orders/${moved.id}`, admin)).json().data as { version: number; customerId: number };
    const target = customerIds.find((id) => id !== current.customerId)!;
    const patched = await api.patch(`/api/delivery-orders/${moved.id}`, admin, { version: current.version, customerId: target });
    expect(patched.statusCode, patched.body).toBe(200);
    const targetName = (await api.get(`/api/customers/${target}`, admin)).json().data.name;
    expect(patched.json().data.customerName).toBe(targetName);
    expect((await api.get(`/api/delivery-orders/${moved.id}`, admin)).json().data.customerName).toBe(targetName);
  });

  it('holds a status’s totals only until an allocation, a proof or a cancel moves a record in or out (decision 289)', async () => {
    const total = async (url: string) => (await page(url, 1, 1)).paging.totalItems;
    const lists = [
      '/api/delivery-orders?status=PENDING',
      '/api/delivery-orders?status=SELESAI',
      '/api/delivery-orders?status=BATAL',
      `/api/delivery-orders?status=PENDING&itemId=${itemIds[0]}`,
      `/api/delivery-orders?status=SELESAI&itemId=${itemIds[0]}`,
      '/api/shipments?status=SELESAI',
      `/api/shipments?status=SELESAI&customerId=${customerIds[0]}`,
    ];
    const totals = async () => Promise.all(lists.map(total));
    const [pending, done, cancelled, itemPending, itemDone, shipped, customerShipped] = await totals();
    expect(await totals()).toEqual([pending, done, cancelled, itemPending, itemDone, shipped, customerShipped]); // held
    const order = await api.post('/api/delivery-orders', admin, { customerId: customerIds[0], lines: [{ itemId: itemIds[0], quantity: 3 }] }, { 'idempotency-key': 'held-status-1' });
    expect(order.statusCode).toBe(201);
    const created = order.json().data as DeliveryOrderBody;
    expect(await totals()).toEqual([pending! + 1, done, cancelled, itemPending! + 1, itemDone, shipped, customerShipped]);
    // The whole DO on one shipment, then its proof: SELESAI through the upload alone.
    const shipment = await api.createShipment(admin, [api.allocationOf(created, [3])]);
    expect(shipment.statusCode, shipment.body).toBe(201);
    expect(await totals()).toEqual([pending, done, cancelled, itemPending, itemDone, shipped, customerShipped]);
    expect((await api.uploadProof(admin, shipment.json().data.id)).statusCode).toBe(200);
    expect(await totals()).toEqual([pending, done! + 1, cancelled, itemPending, itemDone! + 1, shipped! + 1, customerShipped! + 1]);
    // A cancel moves a PENDING DO to BATAL.
    const another = await api.post('/api/delivery-orders', admin, { customerId: customerIds[0], lines: [{ itemId: itemIds[0], quantity: 2 }] }, { 'idempotency-key': 'held-status-2' });
    expect(await totals()).toEqual([pending! + 1, done! + 1, cancelled, itemPending! + 1, itemDone! + 1, shipped! + 1, customerShipped! + 1]);
    const cancel = await api.post(`/api/delivery-orders/${another.json().data.id}/cancel`, admin, { version: another.json().data.version });
    expect(cancel.statusCode).toBe(200);
    expect(await totals()).toEqual([pending, done! + 1, cancelled! + 1, itemPending, itemDone! + 1, shipped! + 1, customerShipped! + 1]);
  });

  it('holds a filtered total only until the next DO write', async () => {
    const customerId = customerIds[0]!;
    const total = async () => (await page(`/api/delivery-orders?customerId=${customerId}`, 1, 1)).paging.totalItems;
    const before = await total();
    expect(await total()).toBe(before); // held
    const [item] = await api.itemIds(1);
    expect((await api.post('/api/delivery-orders', admin, { customerId, lines: [{ itemId: item, quantity: 1 }] }, { 'idempotency-key': 'held-do-1' })).statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
  });
});
