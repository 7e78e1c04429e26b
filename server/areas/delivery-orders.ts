import type { z } from 'zod';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dataEnvelope, idParamsSchema } from '../../contract/api';
import {
  cancelDeliveryOrderSchema,
  createDeliveryOrderSchema,
  deliveryOrderListQuerySchema,
  deliveryOrderNumber,
  deliveryOrderNumberDigits,
  deliveryOrderSchema,
  deliveryOrderSnapshot,
  OPEN_DELIVERY_ORDER_STATUSES,
  quantitiesPerUnit,
  updateDeliveryOrderSchema,
  type DeliveryOrder,
} from '../../contract/delivery-orders';
import { openShortfall, writeOffInputSchema, type ReceiptState } from '../../contract/receipts';
import { rowsOf, type Db, type Queryable, type Tx } from '../db/client';
import { deliveryOrderLines, deliveryOrders, deliveryOrderWriteOffs } from '../db/schema';
import { ApiError, notFound, versionConflict } from '../errors';
import { authOf, defineRoute } from '../http/route';
import { DELIVERY_ORDERS } from '../../contract/areas';
import { resourceArea } from '../routes/resources';
import type { ServiceContext } from '../services/context';
import { writeChangeLog } from '../services/change-log';
import { recordEvent } from '../webhooks/outbox';
import { exact, intArray, lineQuantities, lineQuantitiesOf, lockLines, recomputeStatuses, type LineRow } from '../services/delivery';
import { containsPattern, dayRange, groupBy } from '../services/lists';
import { getResource, isoOf, defineResource } from '../services/resource';

type Row = typeof deliveryOrders.$inferSelect;
type LineInput = { itemId: number; quantity: number };

const unknownReference = (fields: Record<string, string>) => new ApiError(422, 'UNKNOWN_REFERENCE', 'A referenced record does not exist', { fields });

interface ShipmentOfOrder {
  delivery_order_id: number;
  id: number;
  mode: 'ANTAR' | 'JEMPUT';
  status: 'PENDING' | 'SELESAI' | 'BATAL';
  plate: string;
  completed_at: string | null;
  allocated_at: string;
  cancelled_at: string | null;
  /** Per line on the shipment, its unit and quantity (migration 0012). */
  quantities: { unit: string; quantity: number }[];
  receipt_state: ReceiptState;
}

/**
 * The DOs of a page with their lines, quantities, the shipments carrying them and who created
 * them, in one round trip (decision 220): migration 0010's function aggregates them as JSON, its
 * plan kept by PostgreSQL (decision 289).
 */
async function expand(db: Queryable, rows: Row[]): Promise<DeliveryOrder[]> {
  const ids = intArray(rows.map((row) => row.id));
  if (rows.length === 0) return [];
  const [related] = rowsOf<{ lines: LineRow[] | null; shipments: ShipmentOfOrder[] | null; users: { id: number; name: string }[] | null }>(
    await db.execute(
      sql`select * from delivery_orders_related(${ids}, ${intArray(rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])))})`,
    ),
  );
  const lines = lineQuantitiesOf(related?.lines ?? []);
  const userNames = new Map((related?.users ?? []).map((row) => [exact(row.id), row.name]));
  const shipments = related?.shipments ?? [];
  const linesOf = groupBy(lines, (line) => line.deliveryOrderId);
  const shipmentsOf = groupBy(shipments, (shipment) => exact(shipment.delivery_order_id));
  return rows.map((row) => ({
    ...toRecord(row),
    // Kept on the DO by triggers (migration 0009): the customer's current name.
    customerName: row.customerName,
    lines: (linesOf.get(row.id) ?? []).map((line) => ({
        id: line.id,
        itemId: line.itemId,
        itemName: line.itemName,
        itemCode: line.itemCode,
        unit: line.unit,
        weightKg: line.weightKg,
        quantity: line.quantity,
        allocated: line.allocated,
        inProcess: line.allocated - line.delivered,
        delivered: line.delivered,
        shortfall: line.shortfall,
        writtenOff: line.writtenOff,
        pending: line.quantity - line.allocated - line.writtenOff,
        remaining: line.quantity - line.delivered - line.writtenOff,
      })),
    shipments: (shipmentsOf.get(row.id) ?? []).map((shipment) => ({
        id: exact(shipment.id),
        number: `S-${String(shipment.id).padStart(6, '0')}`,
        mode: shipment.mode,
        status: shipment.status,
        plate: shipment.plate,
        quantities: quantitiesPerUnit(shipment.quantities.map((line) => ({ unit: line.unit, quantity: exact(line.quantity) }))),
        allocatedAt: isoOf(shipment.allocated_at),
        completedAt: shipment.completed_at === null ? null : isoOf(shipment.completed_at),
        cancelledAt: shipment.cancelled_at === null ? null : isoOf(shipment.cancelled_at),
        receiptState: shipment.receipt_state,
      })),
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: userNames.get(row.createdBy) ?? '' },
  }));
}

/**
 * A list export's batch: the list's columns, which need of the lines only how many there are, so
 * no quantities or shipments are read.
 */
async function exportRecords(db: Queryable, rows: Row[]): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const counts = new Map(
    rowsOf<{ id: number; lines: number }>(
      await db.execute(
        sql`select delivery_order_id as id, count(*)::int as lines from delivery_order_lines where delivery_order_id = any(${intArray(rows.map((row) => row.id))}) group by delivery_order_id`,
      ),
    ).map((row) => [exact(row.id), exact(row.lines)]),
  );
  return rows.map((row) => ({ ...toRecord(row), customerName: row.customerName, lines: counts.get(row.id) ?? 0 }));
}

const toRecord = (row: Row): DeliveryOrder => ({
  id: row.id,
  number: deliveryOrderNumber(row.id),
  customerId: row.customerId,
  customerName: '',
  address: row.address,
  notes: row.notes,
  status: row.status as DeliveryOrder['status'],
  lines: [],
  shipments: [],
  cancelledAt: row.cancelledAt === null ? null : isoOf(row.cancelledAt),
  completedAt: row.completedAt === null ? null : isoOf(row.completedAt),
  createdBy: null,
  version: row.version,
  createdAt: isoOf(row.createdAt),
  updatedAt: isoOf(row.updatedAt),
});

const cancelled = () => new ApiError(409, 'DELIVERY_ORDER_CANCELLED', 'The delivery order is cancelled');

/** A retired customer or item chosen anew (decision 330); the ones a DO already has stay. */
const inactiveReference = (fields: Record<string, string>) => new ApiError(422, 'RECORD_INACTIVE', 'A chosen customer or item is inactive', { fields });

/** The customer's address; a DO is given (or moved to) active customers only. */
async function customerAddress(tx: Tx, customerId: number): Promise<string> {
  const [customer] = rowsOf<{ address: string; active: boolean }>(await tx.execute(sql`select address, active from customers where id = ${customerId}`));
  if (!customer) throw unknownReference({ customerId: 'NOT_FOUND' });
  if (!customer.active) throw inactiveReference({ customerId: 'INACTIVE' });
  return customer.address;
}

/** Every line's item exists, and a line's item that the DO did not have before is active. */
async function assertItemsUsable(tx: Tx, lines: readonly LineInput[], current: DeliveryOrder | null) {
  const found = new Map(
    rowsOf<{ id: number; active: boolean }>(await tx.execute(sql`select id, active from items where id = any(${intArray(lines.map((line) => line.itemId))})`)).map(
      (row) => [exact(row.id), row.active] as const,
    ),
  );
  const had = new Set(current?.lines.map((line) => line.itemId));
  const missing = Object.fromEntries(lines.flatMap((line, index) => (found.has(line.itemId) ? [] : [[`lines.${index}.itemId`, 'NOT_FOUND']])));
  if (Object.keys(missing).length > 0) throw unknownReference(missing);
  const retired = Object.fromEntries(
    lines.flatMap((line, index) => (found.get(line.itemId) === false && !had.has(line.itemId) ? [[`lines.${index}.itemId`, 'INACTIVE']] : [])),
  );
  if (Object.keys(retired).length > 0) throw inactiveReference(retired);
}

/**
 * Replaces a DO's lines, matched by item, under the lines' locks: a line may not be removed or
 * lowered below what shipments already took (docs/product/business-rules.md), checked after the
 * lock so an allocation committing meanwhile is counted.
 */
async function writeLines(tx: Tx, deliveryOrderId: number, lines: readonly LineInput[]) {
  const existing = await lockLines(tx, [deliveryOrderId]);
  // What was written off is closed as what shipments hold is: a line keeps both. A line a
  // shipment carried stays, even when none of it arrived.
  const quantities = new Map((await lineQuantities(tx, [deliveryOrderId])).map((line) => [line.itemId, line]));
  const byItem = new Map(lines.map((line, index) => [line.itemId, { ...line, index }]));
  const problems: Record<string, string> = {};
  for (const line of existing) {
    const known = quantities.get(line.itemId);
    const allocated = (known?.allocated ?? 0) + (known?.writtenOff ?? 0);
    const wanted = byItem.get(line.itemId);
    if (!wanted && (allocated > 0 || (known?.carried ?? 0) > 0)) problems.lines = 'BELOW_ALLOCATED';
    else if (wanted && wanted.quantity < allocated) problems[`lines.${wanted.index}.quantity`] = 'BELOW_ALLOCATED';
  }
  if (Object.keys(problems).length > 0) {
    throw new ApiError(422, 'QUANTITY_BELOW_ALLOCATED', 'A line cannot go below what shipments already took', { fields: problems });
  }
  const removed = existing.filter((line) => !byItem.has(line.itemId)).map((line) => line.id);
  if (removed.length > 0) {
    // Only cancelled shipments can still name a removed line (any other holding it refused the
    // removal above); their record of it goes with the line.
    await tx.execute(sql`delete from shipment_lines where delivery_order_line_id = any(${intArray(removed)})`);
    await tx.execute(sql`delete from delivery_order_lines where id = any(${intArray(removed)})`);
  }
  for (const line of existing) {
    const wanted = byItem.get(line.itemId);
    if (wanted && wanted.quantity !== line.quantity) {
      await tx.update(deliveryOrderLines).set({ quantity: wanted.quantity }).where(eq(deliveryOrderLines.id, line.id));
    }
  }
  const known = new Set(existing.map((line) => line.itemId));
  const added = lines.filter((line) => !known.has(line.itemId));
  if (added.length > 0) await tx.insert(deliveryOrderLines).values(added.map((line) => ({ deliveryOrderId, itemId: line.itemId, quantity: line.quantity })));
}

export const deliveryOrderDefinition = defineResource<Row, DeliveryOrder, typeof DELIVERY_ORDERS>(DELIVERY_ORDERS, {
  table: deliveryOrders,
  toRecord,
  expand,
  exportRecords,
  snapshot: deliveryOrderSnapshot,
  orders: {
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    number: (direction) => sql.raw(`id ${direction}`),
    // The customer's name kept on the DO by triggers (migration 0009), with its own index.
    customer: (direction) => sql.raw(`lower(customer_name) ${direction}`),
    status: (direction) => sql.raw(`status ${direction}, created_at ${direction}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  // `q` (decision 289): a number ("DO-000123", "do-0001", "123") matches the number or the
  // address holding its digits; other text matches the address (the DO's `search` column, migration
  // 0010) or the customer's name (on customers, through their trigram index), so no trigram in
  // every DO (the 'do-' of the number) or in every DO of a customer is ever read.
  search: (pattern, term) => {
    const digits = deliveryOrderNumberDigits(term);
    if (digits === '') return sql`true`;
    if (digits !== undefined) return sql`delivery_orders.search like ${containsPattern(digits)}`;
    return sql`(delivery_orders.search like ${pattern}
      or delivery_orders.customer_id = any(array(select id from customers where customers.search like ${pattern} and search_text(customers.name) like ${pattern})))`;
  },
  filters: (query, { timeZone }) => {
    const { from, to } = dayRange(query as { startDate?: string; endDate?: string }, timeZone);
    // With an item, its few DOs come from the items index and their status is checked on them. As
    // a condition an index answers, the planner also read every DO of the status from the status
    // index to intersect the two (20,000 entries for 100 DOs, +0.5 ms); `is true` keeps it a filter.
    const onItemDos = (condition: SQL) => (typeof query.itemId === 'number' ? sql`(${condition}) is true` : condition);
    return [
      query.status === 'OPEN'
        ? onItemDos(sql`${deliveryOrders.status} in ('PENDING', 'PROSES')`)
        : typeof query.status === 'string'
          ? onItemDos(sql`${deliveryOrders.status} = ${query.status}`)
          : undefined,
      typeof query.customerId === 'number' ? sql`${deliveryOrders.customerId} = ${query.customerId}` : undefined,
      // The DO's items kept by a trigger on its lines, with their own GIN index (migration 0010,
      // decision 289): the item's DOs are found in the index and only their heap pages are read.
      typeof query.itemId === 'number' ? sql`delivery_orders.item_ids @> ${intArray([query.itemId])}` : undefined,
      from ? sql`${deliveryOrders.createdAt} >= ${from.toISOString()}::timestamptz` : undefined,
      to ? sql`${deliveryOrders.createdAt} < ${to.toISOString()}::timestamptz` : undefined,
    ];
  },
  // Totals per status kept in list_counts (migration 0009); OPEN adds up two of them.
  countBucket: (query) =>
    query.customerId !== undefined || query.itemId !== undefined || query.startDate !== undefined || query.endDate !== undefined
      ? undefined
      : query.status === 'OPEN'
        ? OPEN_DELIVERY_ORDER_STATUSES
        : typeof query.status === 'string'
          ? query.status
          : null,
  // Every total is held until the next write that can move a DO in or out of a filter (decision
  // 289): a DO's create, edit or cancel, a shipment's create or allocation (through the kit), a
  // proof upload and a customer's rename each empty the held totals after their commit.
  holdsTotal: () => true,
  // A customer's DOs and an item's are found through their own indexes (decision 289).
  indexedFilter: (query) => query.customerId !== undefined || query.itemId !== undefined,
  label: sql`(select 'DO-' || lpad(id::text, 6, '0') from delivery_orders where id = c.entity_id)`,
  writes: {
    editable: (current) => {
      if (current.status === 'BATAL') throw cancelled();
    },
    inputOf: (current) => ({
      customerId: current.customerId,
      address: current.address,
      notes: current.notes,
      lines: current.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
    }),
    columns: async (tx, input, current, auth) => {
      const lines = input.lines as LineInput[] | undefined;
      if (lines) await assertItemsUsable(tx, lines, current);
      const columns: Record<string, unknown> = {};
      if (input.customerId !== undefined) {
        const address = await customerAddress(tx, input.customerId as number);
        columns.customerId = input.customerId;
        // A new DO (or one moved to another customer) goes to the customer's address unless given.
        if (input.address === undefined || input.address === '') columns.address = address;
      }
      if (input.address !== undefined && !(input.address === '' && columns.address !== undefined)) columns.address = input.address;
      if (input.notes !== undefined) columns.notes = input.notes;
      if (current === null) columns.createdBy = auth.userId;
      return columns;
    },
    children: async (tx, id, input, current) => {
      if (current !== null && input.customerId !== undefined) {
        const taken = (await lineQuantities(tx, [id])).some((line) => line.carried > 0 || line.writtenOff > 0);
        if (taken) throw new ApiError(409, 'DELIVERY_ORDER_ALLOCATED', 'Shipments already hold part of this delivery order', { fields: { customerId: 'BELOW_ALLOCATED' } });
      }
      if (input.lines !== undefined) await writeLines(tx, id, input.lines as LineInput[]);
      await recomputeStatuses(tx, [id]);
    },
  },
});

/**
 * `POST /api/delivery-orders/:id/cancel` with `version`: only while nothing is allocated, checked
 * after the DO row's lock (an allocation locks the row first, so none can be half-way).
 */
async function cancelDeliveryOrder(ctx: ServiceContext, actorId: number, id: number, version: number): Promise<DeliveryOrder> {
  const db = ctx.database.db;
  const current = (await getResource(db, deliveryOrderDefinition as never, id)) as DeliveryOrder;
  if (current.status === 'BATAL') throw cancelled();
  if (current.version !== version) throw versionConflict(current);
  try {
    const cancelledOrder = await cancelIn(db, actorId, id, version, current);
    // The DO left its status's held totals (decision 289).
    await ctx.masterDataCounts.changed();
    return cancelledOrder;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') throw versionConflict(await getResource(db, deliveryOrderDefinition as never, id));
    throw error;
  }
}

const cancelIn = (db: Db, actorId: number, id: number, version: number, current: DeliveryOrder) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(deliveryOrders)
      .set({ status: 'BATAL', cancelledAt: new Date(), completedAt: null, version: sql`${deliveryOrders.version} + 1`, updatedAt: new Date() })
      .where(and(eq(deliveryOrders.id, id), eq(deliveryOrders.version, version)))
      .returning();
    // Saved by someone else between the read and this write.
    if (!row) throw versionConflict(null);
    await lockLines(tx, [id]);
    if ((await lineQuantities(tx, [id])).some((line) => line.carried > 0 || line.writtenOff > 0)) {
      throw new ApiError(409, 'DELIVERY_ORDER_ALLOCATED', 'Shipments already hold part of this delivery order');
    }
    const updated = (await getResource(tx, deliveryOrderDefinition as never, id)) as DeliveryOrder;
    await writeChangeLog(tx, { entity: DELIVERY_ORDERS.changeEntity, entityId: id, action: 'CANCEL', actorId, before: deliveryOrderSnapshot(current), after: deliveryOrderSnapshot(updated) });
    await recordEvent(tx, 'delivery-order.cancelled', updated);
    return updated;
  });

export const deliveryOrderRoutes = resourceArea({
  declaration: DELIVERY_ORDERS,
  definition: deliveryOrderDefinition,
  schemas: { record: deliveryOrderSchema, listQuery: deliveryOrderListQuerySchema, create: createDeliveryOrderSchema, update: updateDeliveryOrderSchema },
  // A bulk cancel is the one-DO cancel of each, at the version it has when its turn comes.
  bulk: {
    cancel: async (ctx, auth, id) => {
      const current = (await getResource(ctx.database.db, deliveryOrderDefinition as never, id)) as DeliveryOrder;
      await cancelDeliveryOrder(ctx, auth.userId, id, current.version);
    },
  },
  more: (app, ctx) => {
    defineRoute(app, {
      method: 'POST',
      url: `${DELIVERY_ORDERS.api}/:id/cancel`,
      access: [DELIVERY_ORDERS.permission.cancel],
      params: idParamsSchema,
      body: cancelDeliveryOrderSchema,
      response: dataEnvelope(deliveryOrderSchema),
      handler: async ({ params, body, request }) => ({ data: await cancelDeliveryOrder(ctx, authOf(request).userId, params.id, body.version) }),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${DELIVERY_ORDERS.api}/:id/write-offs`,
      access: [DELIVERY_ORDERS.permission.update],
      params: idParamsSchema,
      body: writeOffInputSchema,
      response: dataEnvelope(deliveryOrderSchema),
      handler: async ({ params, body, request }) => {
        const order = await writeOff(ctx.database.db, authOf(request).userId, params.id, body);
        // The DO may have left its status's held totals (decision 289).
        await ctx.masterDataCounts.changed();
        return { data: order };
      },
    });
  },
});

/**
 * Closes what receipts found short (docs/decisions/339-receipts.md) under the DO row's and its
 * lines' locks: each line at most what is short, not yet written off and not shipped again.
 */
const writeOff = (db: Db, actorId: number, id: number, input: z.output<typeof writeOffInputSchema>) =>
  db.transaction(async (tx) => {
    const [locked] = rowsOf<{ version: number }>(await tx.execute(sql`select version from delivery_orders where id = ${id} for update`));
    if (!locked) throw notFound('Delivery order');
    const before = (await getResource(tx, deliveryOrderDefinition as never, id)) as DeliveryOrder;
    if (before.status === 'BATAL') throw cancelled();
    if (exact(locked.version) !== input.version) throw versionConflict(before);
    await lockLines(tx, [id]);
    const lines = new Map(before.lines.map((line) => [line.id, line]));
    const unknown: Record<string, string> = {};
    const tooBig: Record<string, string> = {};
    input.lines.forEach((wanted, index) => {
      const line = lines.get(wanted.deliveryOrderLineId);
      if (!line) unknown[`lines.${index}.deliveryOrderLineId`] = 'NOT_FOUND';
      else if (wanted.quantity > openShortfall(line)) tooBig[`lines.${index}.quantity`] = 'TOO_BIG';
    });
    if (Object.keys(unknown).length > 0) throw unknownReference(unknown);
    if (Object.keys(tooBig).length > 0) throw new ApiError(422, 'WRITE_OFF_TOO_BIG', 'More than the shortfall still open', { fields: tooBig });
    for (const wanted of input.lines) {
      await tx.insert(deliveryOrderWriteOffs).values({ deliveryOrderLineId: wanted.deliveryOrderLineId, quantity: wanted.quantity, reason: input.reason, createdBy: actorId });
    }
    await tx.update(deliveryOrders).set({ version: sql`${deliveryOrders.version} + 1`, updatedAt: new Date() }).where(eq(deliveryOrders.id, id));
    // Before the status is derived, so a write-off that completes the DO tells `updated` first.
    await recordEvent(tx, 'delivery-order.updated', before, { writeOffReason: input.reason });
    await recomputeStatuses(tx, [id]);
    const after = (await getResource(tx, deliveryOrderDefinition as never, id)) as DeliveryOrder;
    await writeChangeLog(tx, {
      entity: DELIVERY_ORDERS.changeEntity,
      entityId: id,
      action: 'UPDATE',
      actorId,
      before: deliveryOrderSnapshot(before),
      after: { ...deliveryOrderSnapshot(after), writeOffReason: input.reason },
    });
    return after;
  });
