import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryTestApp, deliveryApiOf } from './delivery-helpers';
import type { SignedIn, TestApp } from './harness';

/**
 * DO and shipment numbers without gaps (decision 303), accent-insensitive search in the lists the
 * resource kit does not cover (decision 302), a cancel logged as a cancel and every seeded record
 * with its CREATE row (decision 301). The concurrent case means something on PostgreSQL only
 * (PGlite runs one transaction at a time).
 */
let t: TestApp;
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const maxId = (table: 'delivery_orders' | 'shipments') => api.count(`select coalesce(max(id), 0) from ${table}`);

describe('DO and shipment numbers', () => {
  it('a DO create refused after its row was written leaves no gap: the next one gets the next number', async () => {
    const last = await maxId('delivery_orders');
    const refused = await api.post('/api/delivery-orders', admin, { customerId: await api.customerId(), lines: [{ itemId: 999_999, quantity: 1 }] });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const order = await api.createOrder(admin, [2]);
    expect(order.id).toBe(last + 1);
    expect(order.number).toBe(`DO-${String(last + 1).padStart(6, '0')}`);
  });

  it('a shipment refused for over-allocation leaves no gap (S-… numbers and their surat jalan follow on)', async () => {
    const order = await api.createOrder(admin, [5]);
    const last = await maxId('shipments');
    const refused = await api.createShipment(admin, [api.allocationOf(order, [9])]);
    expect(refused.statusCode).toBe(422);
    const created = await api.createShipment(admin, [api.allocationOf(order, [5])]);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ id: last + 1, number: `S-${String(last + 1).padStart(6, '0')}` });
  });

  it('concurrent creates, some refused, get consecutive numbers', { timeout: 60_000 }, async () => {
    const order = await api.createOrder(admin, [6]);
    const firstOrder = (await maxId('delivery_orders')) + 1;
    const firstShipment = (await maxId('shipments')) + 1;
    const customerId = await api.customerId();
    const itemId = (await api.itemIds(1))[0]!;
    const [orders, shipments] = await Promise.all([
      // Every other DO names an item that does not exist: refused after its row was written.
      Promise.all(Array.from({ length: 8 }, (_, index) =>
        api.post('/api/delivery-orders', admin, { customerId, lines: [{ itemId: index % 2 === 0 ? 999_999 : itemId, quantity: 1 }] }),
      )),
      // Six shipments for the DO's last 6 units, 2 each: three win, three are refused.
      Promise.all(Array.from({ length: 6 }, () => api.createShipment(admin, [api.allocationOf(order, [2])]))),
    ]);
    const orderIds = orders.filter((response) => response.statusCode === 201).map((response) => response.json().data.id as number);
    const shipmentIds = shipments.filter((response) => response.statusCode === 201).map((response) => response.json().data.id as number);
    expect(orderIds).toHaveLength(4);
    expect(shipmentIds).toHaveLength(3);
    expect(orderIds.sort((a, b) => a - b)).toEqual([0, 1, 2, 3].map((step) => firstOrder + step));
    expect(shipmentIds.sort((a, b) => a - b)).toEqual([0, 1, 2].map((step) => firstShipment + step));
  });

  it('a bulk insert with its own ids keeps them, and the next create follows the highest', async () => {
    const next = (await maxId('delivery_orders')) + 10;
    await api.rows(`insert into delivery_orders (id, customer_id) values (${next}, (select min(id) from customers))`);
    expect((await api.createOrder(admin, [1])).id).toBe(next + 1);
  });
});

describe('accent-insensitive search beyond the master data', () => {
  it('finds users, roles, DOs by their customer and shipments by their driver with "kafe" for "Kafé"', async () => {
    const role = await api.post('/api/roles', admin, { name: 'Kasir Kafé' });
    expect(role.statusCode).toBe(201);
    const user = await api.post('/api/users', admin, { username: 'rene.kafe', name: 'René Kafé', roleId: role.json().data.id, password: 'Sandi-Kuat-2025!' });
    expect(user.statusCode).toBe(201);
    const customer = await api.post('/api/customers', admin, { name: 'Kafé Sentosa Abadi' });
    expect(customer.statusCode).toBe(201);
    const order = await api.post('/api/delivery-orders', admin, { customerId: customer.json().data.id, lines: [{ itemId: (await api.itemIds(1))[0]!, quantity: 3 }] });
    expect(order.statusCode).toBe(201);
    const shipment = await api.createShipment(admin, [api.allocationOf(order.json().data, [1])], { mode: 'JEMPUT', plate: 'B 1 KFE', driverName: 'José Kafé' });
    expect(shipment.statusCode).toBe(201);

    const ids = async (path: string) => ((await api.get(path, admin)).json().data as { id: number }[]).map((row) => row.id);
    expect(await ids('/api/users?q=rene%20kafe')).toEqual([user.json().data.id]);
    expect(await ids('/api/roles?q=KASIR%20KAFE')).toEqual([role.json().data.id]);
    expect(await ids('/api/delivery-orders?q=kafe%20sentosa')).toEqual([order.json().data.id]);
    expect(await ids('/api/shipments?q=jose%20kafe')).toEqual([shipment.json().data.id]);
  });
});

describe('change logs', () => {
  it('a cancelled DO is logged as CANCEL, never as a deactivation', async () => {
    const order = await api.createOrder(admin, [1]);
    expect((await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: 1 })).statusCode).toBe(200);
    const actions = ((await api.get(`/api/delivery-orders/logs?id=${order.id}`, admin)).json().data as { action: string }[]).map((row) => row.action);
    expect(actions).toEqual(['CANCEL', 'CREATE']);
    expect((await api.get('/api/delivery-orders/logs?action=DELETE', admin)).json().paging.totalItems).toBe(0);
  });

  it('seeded users and roles have their CREATE rows, as seeded customers, items and fleets do', async () => {
    const seeded = (await api.get('/api/users?sort=username&size=100', admin)).json().data as { id: number; username: string }[];
    const adminUser = seeded.find((user) => user.username === 'admin')!;
    const logs = (await api.get(`/api/users/logs?id=${adminUser.id}&action=CREATE`, admin)).json().data;
    expect(logs).toEqual([expect.objectContaining({ action: 'CREATE', actor: null, after: expect.objectContaining({ username: 'admin', status: 'active' }) })]);
    const usersWithout = await api.count(`select count(*) from users u where not exists (select 1 from change_logs c where c.entity = 'user' and c.entity_id = u.id and c.action = 'CREATE')`);
    expect(usersWithout).toBe(0);
    const rolesWithout = await api.count(`select count(*) from roles r where not exists (select 1 from change_logs c where c.entity = 'role' and c.entity_id = r.id and c.action = 'CREATE')`);
    expect(rolesWithout).toBe(0);
  });
});
