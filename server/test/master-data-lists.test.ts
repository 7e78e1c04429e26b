import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_SORT_FIELDS } from '../../contract/fleets';
import { ITEM_SORT_FIELDS } from '../../contract/items';
import { CUSTOMER_SORT_FIELDS } from '../../contract/customers';
import { rowsOf } from '../db/client';
import { fleets, items } from '../db/schema';
import { apiOf } from './api';
import { createTestApp, type SignedIn, type TestApp } from './harness';

/**
 * The resource kit's list query (decision 155): a page near the end is read in the reverse order
 * and must be the very page the forward order gives (ties, nulls last both ways, partial last
 * pages, past the end); totals without a search come from list_counts, kept by triggers.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  admin = await t.login('admin');
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  // Few distinct times, units, capacities: many ties, broken by id. Some codes and capacities null.
  await t.database.db.insert(items).values(
    Array.from({ length: 41 }, (_, i) => ({
      name: `Barang Uji ${i}`,
      code: i % 3 === 0 ? null : `K-${i}`,
      unit: ['KG', 'DUS', 'PCS'][i % 3]!,
      weightKg: i % 4 === 0 ? null : i + 1,
      createdAt: day(i % 4),
      updatedAt: day(i % 6),
    })),
  );
  await t.database.db.insert(fleets).values(
    Array.from({ length: 29 }, (_, i) => ({
      model: ['Isuzu Elf', 'Hino Dutro', 'Toyota Dyna', 'Suzuki Carry'][i % 4]!,
      plate: `KT ${i + 1} UJ`,
      capacityKg: i % 4 === 0 ? null : 1000 * ((i % 3) + 1),
      active: i % 3 !== 0,
      createdAt: day(i % 5),
      updatedAt: day(i % 2),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

async function page(url: string, page: number, size: number) {
  const response = await api.get(`${url}&page=${page}&size=${size}`, admin);
  expect(response.statusCode, `${url} page ${page} size ${size}`).toBe(200);
  return response.json() as { data: { id: number }[]; paging: { totalItems: number; totalPages: number } };
}

const LISTS = [
  ...CUSTOMER_SORT_FIELDS.flatMap((field) => [`/api/customers?sort=${field}`, `/api/customers?sort=-${field}`]),
  ...ITEM_SORT_FIELDS.flatMap((field) => [`/api/items?sort=${field}`, `/api/items?sort=-${field}`, `/api/items?sort=${field}&unit=dus`]),
  ...FLEET_SORT_FIELDS.flatMap((field) => [`/api/fleets?sort=${field}`, `/api/fleets?sort=-${field}&status=inactive`, `/api/fleets?sort=-${field}&q=isuzu`]),
];

/** A search with few matches reads them all and sorts them (decision 240): the same pages. */
const SEARCHES = ITEM_SORT_FIELDS.flatMap((field) => [`/api/items?sort=${field}&q=uji`, `/api/items?sort=-${field}&q=uji%201`]);

/** Every page of each list at sizes 4 and 7, the last ones read from the end, equals one forward page of 100. */
async function expectPagesOfOneList(lists: readonly string[]) {
  for (const url of lists) {
    const whole = await page(url, 1, 100);
    expect(whole.paging.totalItems, url).toBeLessThan(100);
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
}

describe('list pages of the resource kit', () => {
  it('reads every page, the last ones from the end, exactly as one forward page lists them', async () => {
    await expectPagesOfOneList(LISTS);
  });

  it('reads every page of a search with few matches (sorted whole) as one forward page lists them', async () => {
    await expectPagesOfOneList(SEARCHES);
  });

  it('holds a searched total only until the next write to the area', async () => {
    const zebras = async () => (await page('/api/customers?q=zebr&sort=name', 1, 10)).paging.totalItems;
    expect(await zebras()).toBe(0);
    expect(await zebras()).toBe(0); // held
    const created = await api.post('/api/customers', admin, { name: 'Zebra Satu' }, { 'idempotency-key': 'held-total-1' });
    expect(created.statusCode).toBe(201);
    expect(await zebras()).toBe(1);
    const customer = created.json().data as { id: number; version: number };
    expect((await api.patch(`/api/customers/${customer.id}`, admin, { version: customer.version, name: 'Kuda Satu' })).statusCode).toBe(200);
    expect(await zebras()).toBe(0);
  });

  it('holds a small search in its order only until the next write: an edit moves, shows or drops its record at once (decision 290)', async () => {
    const url = '/api/items?q=uji&sort=name';
    const names = async (number: number) => (await page(url, number, 4)).data.map((record) => (record as unknown as { name: string }).name);
    const before = await page(url, 1, 100);
    expect(await names(1)).toEqual(['Barang Uji 0', 'Barang Uji 1', 'Barang Uji 10', 'Barang Uji 11']);
    expect(await names(1)).toEqual(['Barang Uji 0', 'Barang Uji 1', 'Barang Uji 10', 'Barang Uji 11']); // held
    const item = (await api.get('/api/items?q=uji%205&sort=name&page=1&size=1', admin)).json().data[0] as { id: number; version: number; name: string };
    expect(item.name).toBe('Barang Uji 5');
    // Renamed to the front of the order: the held order is dropped with the write.
    const moved = await api.patch(`/api/items/${item.id}`, admin, { version: item.version, name: 'Barang Uji 00 Pindah' });
    expect(moved.statusCode).toBe(200);
    expect(await names(1)).toEqual(['Barang Uji 0', 'Barang Uji 00 Pindah', 'Barang Uji 1', 'Barang Uji 10']);
    // Another field of a held page's record shows as it is now.
    const coded = await api.patch(`/api/items/${item.id}`, admin, { version: moved.json().data.version, code: 'PINDAH-1' });
    expect(coded.statusCode).toBe(200);
    expect((await page(url, 1, 4)).data.find((record) => record.id === item.id)).toMatchObject({ code: 'PINDAH-1' });
    // Renamed out of the search: gone from its pages and its total.
    const gone = await api.patch(`/api/items/${item.id}`, admin, { version: coded.json().data.version, name: 'Barang Lain 5' });
    expect(gone.statusCode).toBe(200);
    const after = await page(url, 1, 100);
    expect(after.paging.totalItems).toBe(before.paging.totalItems - 1);
    expect(after.data.map((record) => record.id)).toEqual(before.data.map((record) => record.id).filter((id) => id !== item.id));
    const back = await api.patch(`/api/items/${item.id}`, admin, { version: gone.json().data.version, name: 'Barang Uji 5', code: item.name === 'Barang Uji 5' ? (before.data.find((record) => record.id === item.id) as unknown as { code: string | null }).code : null });
    expect(back.statusCode).toBe(200);
    expect((await page(url, 1, 100)).data.map((record) => record.id)).toEqual(before.data.map((record) => record.id));
  });

  it('keeps the totals without a search in list_counts through creates, edits and deletes', async () => {
    const counted = async () =>
      rowsOf<{ entity: string; bucket: string; n: number }>(
        await t.database.db.execute(sql`select entity, bucket, n from list_counts where entity in ('customer', 'fleet', 'item') and n <> 0 order by entity, bucket`),
      );
    const real = async () =>
      rowsOf<{ entity: string; bucket: string; n: number }>(
        await t.database.db.execute(sql`
          select * from (
            select 'customer' as entity, '' as bucket, count(*)::int as n from customers
            union all select 'fleet', active::text, count(*)::int from fleets group by active
            union all select 'item', unit, count(*)::int from items group by unit) c
          where n <> 0 order by entity, bucket`),
      );
    expect(await counted()).toEqual(await real());
    const litres = (await page('/api/items?unit=LITER', 1, 10)).paging.totalItems;
    const created = await api.post('/api/items', admin, { name: 'Barang Hitung', unit: 'liter' }, { 'idempotency-key': 'list-counts-1' });
    expect(created.statusCode).toBe(201);
    const item = created.json().data as { id: number; version: number };
    expect((await page('/api/items?unit=LITER', 1, 10)).paging.totalItems).toBe(litres + 1);
    const moved = await api.patch(`/api/items/${item.id}`, admin, { version: item.version, unit: 'kg' });
    expect(moved.statusCode).toBe(200);
    expect((await page('/api/items?unit=LITER', 1, 10)).paging.totalItems).toBe(litres);
    const fleet = (await page('/api/fleets?status=active&sort=plate', 1, 1)).data[0] as { id: number; version: number };
    const before = (await page('/api/fleets?status=inactive', 1, 1)).paging.totalItems;
    expect((await api.patch(`/api/fleets/${fleet.id}`, admin, { version: fleet.version, active: false })).statusCode).toBe(200);
    expect((await page('/api/fleets?status=inactive', 1, 1)).paging.totalItems).toBe(before + 1);
    await t.database.db.execute(sql`delete from items where name like 'Barang Uji 1%'`);
    expect(await counted()).toEqual(await real());
    await t.database.db.execute(sql`truncate fleets cascade`);
    expect((await page('/api/fleets?sort=plate', 1, 10)).paging.totalItems).toBe(0);
    expect(await counted()).toEqual(await real());
  });

  it('lists a search the same whether it sorts its few matches or walks the order for many (decision 240)', async () => {
    // 1,600 matches of "massal" (more than are sorted whole) and 1,000 of "massal 0" (fewer).
    await t.database.db.execute(sql`
      insert into items (name, code, unit)
      select 'Massal ' || lpad(g::text, 4, '0'), case when g % 3 = 0 then null else 'M-' || (g * 7919 % 1600) end, 'KG'
      from generate_series(0, 1599) g`);
    try {
      for (const sort of ['-name', 'code', '-code']) {
        const all: number[] = [];
        for (let number = 1; number <= 16; number += 1) all.push(...(await page(`/api/items?q=massal&sort=${sort}`, number, 100)).data.map((record) => record.id));
        expect(new Set(all).size).toBe(1600);
        const massalZero = await page(`/api/items?q=massal%200&sort=${sort}`, 1, 100);
        expect(massalZero.paging.totalItems).toBe(1000);
        const zeroIds = new Set((await Promise.all(Array.from({ length: 10 }, (_, i) => page(`/api/items?q=massal%200&sort=${sort}`, i + 1, 100)))).flatMap((answer) => answer.data.map((record) => record.id)));
        const expected = all.filter((id) => zeroIds.has(id));
        expect(expected).toHaveLength(1000);
        // The first page and the last page (read from the end) of the sorted matches.
        expect(massalZero.data.map((record) => record.id)).toEqual(expected.slice(0, 100));
        expect((await page(`/api/items?q=massal%200&sort=${sort}`, 10, 100)).data.map((record) => record.id)).toEqual(expected.slice(900));
        expect((await page(`/api/items?q=massal&sort=${sort}`, 16, 100)).data.map((record) => record.id)).toEqual(all.slice(1500));
      }
    } finally {
      await t.database.db.execute(sql`delete from items where name like 'Massal %'`);
    }
  });
});
