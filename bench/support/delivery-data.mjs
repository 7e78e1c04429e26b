// The delivery bench's records (bench/server-delivery.mjs, bench/list-export.mjs): 100,000 DOs of
// three lines each over 2,000 customers and 500 items, 60,000 shipments each carrying a DO (the
// first 60,000): a third of them completed (their DOs SELESAI), the rest in progress with part or
// all of the DO (PROSES); a tenth of the other DOs cancelled (BATAL), the rest PENDING. Inserted with
// `INSERT … SELECT generate_series` while the server is stopped, then VACUUM ANALYZE.
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const { openDatabase } = await tsImport('../../server/db/client.ts', import.meta.url);

export const DELIVERY_VOLUME = {
  deliveryOrders: Number(process.env.BENCH_DELIVERY_ORDERS ?? 100_000),
  shipments: Number(process.env.BENCH_SHIPMENTS ?? 60_000),
  customers: 2_000,
  items: 500,
  fleets: 50,
};

const SEED_SQL = ({ deliveryOrders, shipments, customers, items, fleets }, { orders0, shipments0 }) => [
  `insert into customers (name, phone, address, created_at, updated_at)
   select 'Toko Bench ' || lpad(g::text, 5, '0'), '0812' || lpad(g::text, 8, '0'), 'Jl. Bench No. ' || g || ', Bekasi', now() - interval '400 days', now() - interval '400 days'
   from generate_series(1, ${customers}) g`,
  `insert into items (name, code, unit, weight_kg, created_at, updated_at)
   select 'Barang Bench ' || lpad(g::text, 4, '0'), 'BEN-' || lpad(g::text, 5, '0'), (array['KG','PCS','KARUNG','DUS'])[1 + g % 4],
     case when g % 5 < 4 then 1 + g % 50 end, now() - interval '400 days', now() - interval '400 days'
   from generate_series(1, ${items}) g`,
  `insert into fleets (model, plate, capacity_kg, active, created_at, updated_at)
   select 'Isuzu Elf NMR', 'B ' || (9000 + g) || ' BEN', 4000, true, now() - interval '400 days', now() - interval '400 days'
   from generate_series(1, ${fleets}) g`,
  // DOs over the last 90 days; the customer and items picked by the row number among the bench's own.
  `insert into delivery_orders (customer_id, address, notes, status, cancelled_at, created_at, updated_at)
   select (select min(id) from customers where name like 'Toko Bench %') + g % ${customers},
     'Jl. Tujuan No. ' || g || ', Bekasi', '',
     case when g > ${shipments} and g % 10 = 0 then 'BATAL' else 'PENDING' end,
     case when g > ${shipments} and g % 10 = 0 then now() - make_interval(secs => (g % 7776000)::double precision) end,
     now() - make_interval(secs => (g::bigint * 7919 % 7776000)::double precision),
     now() - make_interval(secs => (g::bigint * 7919 % 7776000)::double precision)
   from generate_series(1, ${deliveryOrders}) g`,
  `insert into delivery_order_lines (delivery_order_id, item_id, quantity)
   select o.id, (select min(id) from items where name like 'Barang Bench %') + (o.id * 3 + k) % ${items}, 10 + (o.id + k) % 90
   from delivery_orders o, generate_series(0, 2) k where o.id > ${orders0}`,
  `insert into shipments (mode, fleet_id, plate, driver_name, status, completed_at, created_at, updated_at)
   select case when g % 4 = 0 then 'JEMPUT' else 'ANTAR' end,
     case when g % 4 = 0 then null else (select min(id) from fleets where plate like 'B % BEN') + g % ${fleets} end,
     case when g % 4 = 0 then 'D ' || (1000 + g % 8000) || ' JP' end,
     case when g % 4 = 0 then 'Sopir ' || g end,
     case when g % 3 = 0 then 'SELESAI' else 'PENDING' end,
     case when g % 3 = 0 then now() - make_interval(secs => (g::bigint * 7919 % 7776000)::double precision) + interval '1 hour' end,
     now() - make_interval(secs => (g::bigint * 7919 % 7776000)::double precision) + interval '10 minutes',
     now() - make_interval(secs => (g::bigint * 7919 % 7776000)::double precision) + interval '10 minutes'
   from generate_series(1, ${shipments}) g`,
  // Shipment n carries DO n (both numbered in insertion order).
  `insert into shipment_delivery_orders (shipment_id, delivery_order_id, destination_type, address, position, allocated_at)
   select s.id, o.id, (array['RUMAH','KANTOR','GUDANG','EKSPEDISI','LAINNYA'])[1 + s.id % 5], '', 0, s.created_at
   from (select id, created_at, row_number() over (order by id) n from shipments where id > ${shipments0}) s
   join (select id, row_number() over (order by id) n from delivery_orders where id > ${orders0}) o on o.n = s.n`,
  // A completed shipment took the whole DO; one in progress took all of it or part.
  `insert into shipment_lines (shipment_delivery_order_id, shipment_id, delivery_order_line_id, quantity)
   select sdo.id, sdo.shipment_id, l.id, case when s.status = 'SELESAI' or s.id % 2 = 0 then l.quantity else greatest(1, l.quantity / 2) end
   from shipment_delivery_orders sdo join shipments s on s.id = sdo.shipment_id join delivery_order_lines l on l.delivery_order_id = sdo.delivery_order_id
   where s.id > ${shipments0}`,
  `update delivery_orders o set status = case when s.status = 'SELESAI' then 'SELESAI' else 'PROSES' end,
     completed_at = case when s.status = 'SELESAI' then s.completed_at end
   from shipment_delivery_orders sdo join shipments s on s.id = sdo.shipment_id where sdo.delivery_order_id = o.id and s.id > ${shipments0}`,
];
// The GIN trigram indexes (fleets' is GiST: it has no pending list).
const SEARCH_INDEXES = ['delivery_orders_search_trgm_idx', 'shipments_search_trgm_idx', 'customers_search_trgm_idx', 'items_search_trgm_idx'];

/** Inserts the records into the database at `url` (the server stopped). */
export async function insertDeliveryRecords(url, VOLUME = DELIVERY_VOLUME) {
  const database = await openDatabase({ url });
  try {
    for (const index of SEARCH_INDEXES) await database.exec(`alter index ${index} set (fastupdate = on)`);
    // The demo data of a first start may hold DOs and shipments already: the bench's come after them.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const {
      rows: [before],
    } = await client.query('select (select coalesce(max(id), 0) from delivery_orders) orders0, (select coalesce(max(id), 0) from shipments) shipments0');
    await client.end();
    for (const statement of SEED_SQL(VOLUME, { orders0: Number(before.orders0), shipments0: Number(before.shipments0) })) await database.exec(statement);
    for (const index of SEARCH_INDEXES) await database.exec(`select gin_clean_pending_list('${index}'::regclass); alter index ${index} set (fastupdate = off)`);
    // As autovacuum leaves a table after a bulk change: the status update and the lines' trigger
    // rewrote the DO rows, and index and bitmap scans would otherwise visit every dead version.
    await database.exec('vacuum analyze');
  } finally {
    await database.close();
  }
}

