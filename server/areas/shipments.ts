import { and, eq, sql } from 'drizzle-orm';
import { dataEnvelope, idParamsSchema } from '../../contract/api';
import { printFingerprint } from '../../contract/delivery-notes';
import { deliveryOrderNumber } from '../../contract/delivery-orders';
import { receiptStateOf, type Receipt, type ReceiptReason, type ReceiptSource } from '../../contract/receipts';
import {
  cancelShipmentSchema,
  createShipmentSchema,
  putShipmentDeliveryOrdersSchema,
  shipmentListQuerySchema,
  shipmentNumber,
  shipmentSchema,
  shipmentSnapshot,
  SHIPMENT_MODES,
  SHIPMENT_STATUSES,
  updateShipmentSchema,
  type Shipment,
  type ShipmentDeliveryOrder,
} from '../../contract/shipments';
import { rowsOf, type Db, type Queryable, type Tx } from '../db/client';
import { shipments } from '../db/schema';
import { ApiError, versionConflict } from '../errors';
import { authOf, defineRoute } from '../http/route';
import { SHIPMENTS } from '../../contract/areas';
import { resourceArea } from '../routes/resources';
import { replaceAllocation, type AllocationOrder } from '../services/allocation';
import { writeChangeLog } from '../services/change-log';
import { recordEvent } from '../webhooks/outbox';
import type { ServiceContext } from '../services/context';
import { exact, intArray, lockDeliveryOrders, recomputeStatuses } from '../services/delivery';
import { dayRange, groupBy } from '../services/lists';
import { getResource, isoOf, updateResource, defineResource } from '../services/resource';
import { printRoutes } from './shipment-prints';
import { proofRoutes } from './shipment-proof';
import { receiptRoutes } from './shipment-receipts';

type Row = typeof shipments.$inferSelect;

interface AllocationRow {
  shipment_id: number;
  delivery_order_id: number;
  destination_type: ShipmentDeliveryOrder['destinationType'];
  address: string;
  customer_id: number;
  customer_name: string;
  status: ShipmentDeliveryOrder['status'];
  line_id: number;
  item_id: number;
  item_name: string;
  item_code: string | null;
  unit: string;
  weight_kg: string | number | null;
  quantity: unknown;
  ordered: unknown;
  elsewhere: unknown;
  earlier: unknown;
  received: number | null;
  reason: ReceiptReason | null;
}

interface ReceiptRow {
  shipment_id: number;
  delivery_order_id: number;
  receiver_name: string;
  received_at: string;
  note: string;
  source: ReceiptSource;
  entered_by: number | null;
  enterer: string | null;
  entered_at: string;
  signature: boolean;
  photo: boolean;
}

interface ProofRow {
  shipment_id: number;
  width: number;
  height: number;
  bytes: number;
  uploaded_at: string;
  uploaded_by: number | null;
  uploader: string | null;
}

/**
 * The shipments of a page with their vehicle, DOs, lines, load, photo and who created them, in
 * one round trip (decision 220): per shipment its DOs, lines and what other shipments hold of
 * each line come from a function of migration 0009, and migration 0010's function aggregates the
 * four reads as JSON, its plan kept by PostgreSQL (decision 289).
 */
async function expand(db: Queryable, rows: Row[]): Promise<Shipment[]> {
  if (rows.length === 0) return [];
  const ids = intArray(rows.map((row) => row.id));
  const [related] = rowsOf<{
    fleets: { id: number; model: string; plate: string; capacity_kg: number | null }[] | null;
    allocations: AllocationRow[] | null;
    proofs: ProofRow[] | null;
    users: { id: number; name: string }[] | null;
    receipts: ReceiptRow[] | null;
  }>(
    await db.execute(sql`select * from shipments_related(${ids},
      ${intArray(rows.flatMap((row) => (row.fleetId === null ? [] : [row.fleetId])))},
      ${intArray(rows.flatMap((row) => [row.createdBy, row.printedBy].filter((id): id is number => id !== null)))})`),
  );
  const fleets = new Map((related?.fleets ?? []).map((row) => [exact(row.id), row]));
  const allocationsOf = groupBy(related?.allocations ?? [], (entry) => exact(entry.shipment_id));
  const proofs = new Map((related?.proofs ?? []).map((row) => [exact(row.shipment_id), row]));
  const userNames = new Map((related?.users ?? []).map((row) => [exact(row.id), row.name]));
  const receipts = new Map((related?.receipts ?? []).map((row) => [`${exact(row.shipment_id)}:${exact(row.delivery_order_id)}`, row]));
  return rows.map((row) => {
    const fleet = row.fleetId === null ? undefined : fleets.get(row.fleetId);
    const orders: ShipmentDeliveryOrder[] = [];
    for (const allocation of allocationsOf.get(row.id) ?? []) {
      const orderId = exact(allocation.delivery_order_id);
      let order = orders.find((entry) => entry.deliveryOrderId === orderId);
      if (!order) {
        order = {
          deliveryOrderId: orderId,
          number: deliveryOrderNumber(orderId),
          customerId: exact(allocation.customer_id),
          customerName: allocation.customer_name,
          status: allocation.status,
          destinationType: allocation.destination_type,
          address: allocation.address,
          lines: [],
          receipt: null,
          receiptState: 'BELUM',
        };
        orders.push(order);
        const receipt = receipts.get(`${row.id}:${orderId}`);
        if (receipt) order.receipt = receiptOf(receipt);
      }
      const ordered = exact(allocation.ordered);
      const quantity = exact(allocation.quantity);
      order.lines.push({
        deliveryOrderLineId: exact(allocation.line_id),
        itemId: exact(allocation.item_id),
        itemName: allocation.item_name,
        itemCode: allocation.item_code,
        unit: allocation.unit,
        weightKg: allocation.weight_kg === null ? null : Number(allocation.weight_kg),
        quantity,
        ordered,
        available: ordered - exact(allocation.elsewhere),
        remaining: ordered - exact(allocation.earlier) - quantity,
      });
      order.receipt?.lines.push({
        deliveryOrderLineId: exact(allocation.line_id),
        itemName: allocation.item_name,
        unit: allocation.unit,
        shipped: quantity,
        received: allocation.received === null ? quantity : exact(allocation.received),
        reason: allocation.reason,
      });
    }
    for (const order of orders) order.receiptState = receiptStateOf(order.receipt);
    const lines = orders.flatMap((order) => order.lines);
    const proof = proofs.get(row.id);
    const record = toRecord(row);
    const vehicle = { mode: record.mode, plate: row.plate ?? fleet?.plate ?? '', fleetModel: fleet?.model ?? null, driverName: record.driverName, notes: record.notes };
    return {
      ...record,
      fleetModel: fleet?.model ?? null,
      fleetCapacityKg: fleet?.capacity_kg ?? null,
      plate: row.plate ?? fleet?.plate ?? '',
      proof: proof
        ? {
            uploadedAt: isoOf(proof.uploaded_at),
            uploadedBy: proof.uploaded_by === null ? null : { id: exact(proof.uploaded_by), name: proof.uploader ?? '' },
            width: exact(proof.width),
            height: exact(proof.height),
            bytes: exact(proof.bytes),
          }
        : null,
      deliveryOrders: orders,
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      // Grams as whole numbers, so the sum is exact.
      loadKg: lines.every((line) => line.weightKg !== null)
        ? lines.reduce((sum, line) => sum + Math.round(line.weightKg! * 1000) * line.quantity, 0) / 1000
        : null,
      createdBy: row.createdBy === null ? null : { id: row.createdBy, name: userNames.get(row.createdBy) ?? '' },
      print: {
        count: row.printCount,
        lastPrintedAt: row.printedAt === null ? null : isoOf(row.printedAt),
        lastPrintedBy: row.printedBy === null ? null : { id: row.printedBy, name: userNames.get(row.printedBy) ?? '' },
        changedSincePrint: row.printedFingerprint !== null && row.printedFingerprint !== printFingerprint({ ...vehicle, deliveryOrders: orders }),
      },
    };
  });
}

/**
 * A list export's batch: the list's columns, which need of a shipment's vehicle only its plate and
 * of its DOs only their numbers, in the shipment's order (each DO where its first line stands, as
 * `expand` lists them), so no lines, quantities, photos, receipts or people are read.
 */
async function exportRecords(db: Queryable, rows: Row[]): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const [related] = rowsOf<{ plates: [number, string][] | null; orders: [number, number][] | null }>(
    await db.execute(sql`select
      (select json_agg(json_build_array(f.id, f.plate)) from fleets f
        where f.id = any(${intArray(rows.flatMap((row) => (row.fleetId === null ? [] : [row.fleetId])))})) as plates,
      (select json_agg(json_build_array(e.shipment_id, e.delivery_order_id) order by e.shipment_id, e.position, e.first_line)
        from (select sdo.shipment_id, sdo.delivery_order_id, sdo.position,
                (select min(sl.delivery_order_line_id) from shipment_lines sl where sl.shipment_delivery_order_id = sdo.id) as first_line
              from shipment_delivery_orders sdo where sdo.shipment_id = any(${intArray(rows.map((row) => row.id))})) e
        where e.first_line is not null) as orders`),
  );
  const plates = new Map((related?.plates ?? []).map(([id, plate]) => [exact(id), plate]));
  const ordersOf = groupBy(related?.orders ?? [], ([shipmentId]) => exact(shipmentId));
  return rows.map((row) => ({
    ...toRecord(row),
    plate: row.plate ?? (row.fleetId === null ? undefined : plates.get(row.fleetId)) ?? '',
    deliveryOrders: (ordersOf.get(row.id) ?? []).map(([, orderId]) => ({ number: deliveryOrderNumber(exact(orderId)) })),
  }));
}

/** A note's receipt without its lines, which come with the shipment's lines. */
const receiptOf = (row: ReceiptRow): Receipt => ({
  receiverName: row.receiver_name,
  receivedAt: isoOf(row.received_at),
  note: row.note,
  source: row.source,
  enteredBy: row.entered_by === null ? null : { id: exact(row.entered_by), name: row.enterer ?? '' },
  enteredAt: isoOf(row.entered_at),
  signature: row.signature,
  photo: row.photo,
  lines: [],
});

const toRecord = (row: Row): Shipment => ({
  id: row.id,
  number: shipmentNumber(row.id),
  mode: row.mode as Shipment['mode'],
  fleetId: row.fleetId,
  fleetModel: null,
  fleetCapacityKg: null,
  plate: row.plate ?? '',
  driverName: row.driverName,
  notes: row.notes,
  status: row.status as Shipment['status'],
  completedAt: row.completedAt === null ? null : isoOf(row.completedAt),
  cancelledAt: row.cancelledAt === null ? null : isoOf(row.cancelledAt),
  cancelReason: row.cancelReason,
  proof: null,
  deliveryOrders: [],
  totalQuantity: 0,
  loadKg: null,
  createdBy: null,
  print: { count: row.printCount, lastPrintedAt: null, lastPrintedBy: null, changedSincePrint: false },
  version: row.version,
  createdAt: isoOf(row.createdAt),
  updatedAt: isoOf(row.updatedAt),
});

export const shipmentCompleted = () => new ApiError(409, 'SHIPMENT_COMPLETED', 'A completed shipment can no longer be edited');
export const shipmentCancelled = () => new ApiError(409, 'SHIPMENT_CANCELLED', 'A cancelled shipment can no longer be changed');

/** ANTAR's fleet must exist and, unless the shipment already has it, be active. */
async function assertFleet(tx: Tx, fleetId: number, currentFleetId: number | null) {
  const [fleet] = rowsOf<{ active: boolean }>(await tx.execute(sql`select active from fleets where id = ${fleetId}`));
  if (!fleet) throw new ApiError(422, 'UNKNOWN_REFERENCE', 'The fleet does not exist', { fields: { fleetId: 'NOT_FOUND' } });
  if (!fleet.active && fleetId !== currentFleetId) throw new ApiError(422, 'FLEET_INACTIVE', 'The fleet is inactive', { fields: { fleetId: 'INACTIVE' } });
}

export const shipmentDefinition = defineResource<Row, Shipment, typeof SHIPMENTS>(SHIPMENTS, {
  table: shipments,
  toRecord,
  expand,
  exportRecords,
  snapshot: shipmentSnapshot,
  orders: {
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    number: (direction) => sql.raw(`id ${direction}`),
    completedAt: (direction, nulls) => sql.raw(`completed_at ${direction} nulls ${nulls}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  // The fleets matching as an array (an InitPlan run once), so both halves are index scans
  // (trigram and fleet_id) joined in a BitmapOr rather than a filter over every shipment.
  search: (pattern) =>
    sql`(shipments.search like ${pattern} or shipments.fleet_id = any(array(select id from fleets where lower(fleets.plate) like ${pattern})))`,
  filters: (query, { timeZone }) => {
    const { from, to } = dayRange(query as { startDate?: string; endDate?: string }, timeZone);
    const plate = typeof query.plate === 'string' ? `%${query.plate.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
    return [
      Array.isArray(query.ids) ? sql`${shipments.id} = any(${intArray(query.ids as number[])})` : undefined,
      typeof query.mode === 'string' ? sql`${shipments.mode} = ${query.mode}` : undefined,
      typeof query.status === 'string' ? sql`${shipments.status} = ${query.status}` : undefined,
      // `search` holds the outside plate, so its trigram index finds the candidates for the exact test.
      plate
        ? sql`((shipments.search like ${plate} and lower(shipments.plate) like ${plate})
               or shipments.fleet_id = any(array(select id from fleets where lower(fleets.plate) like ${plate})))`
        : undefined,
      typeof query.deliveryOrderId === 'number'
        ? sql`exists (select 1 from shipment_delivery_orders x where x.shipment_id = shipments.id and x.delivery_order_id = ${query.deliveryOrderId})`
        : undefined,
      typeof query.customerId === 'number'
        ? sql`exists (select 1 from shipment_delivery_orders x join delivery_orders d on d.id = x.delivery_order_id
                      where x.shipment_id = shipments.id and d.customer_id = ${query.customerId})`
        : undefined,
      from ? sql`${shipments.createdAt} >= ${from.toISOString()}::timestamptz` : undefined,
      to ? sql`${shipments.createdAt} < ${to.toISOString()}::timestamptz` : undefined,
    ];
  },
  // Totals per mode and status kept in list_counts (migration 0009), as the two filters select them.
  countBucket: (query) => {
    const others = ['ids', 'plate', 'deliveryOrderId', 'customerId', 'startDate', 'endDate'].some((filter) => query[filter] !== undefined);
    if (others) return undefined;
    const modes = typeof query.mode === 'string' ? [query.mode] : SHIPMENT_MODES;
    const statuses = typeof query.status === 'string' ? [query.status] : SHIPMENT_STATUSES;
    return query.mode === undefined && query.status === undefined ? null : modes.flatMap((mode) => statuses.map((status) => `${mode}:${status}`));
  },
  // Every total is held until the next write that can move a shipment in or out of a filter
  // (decision 289): a shipment's create or edit (through the kit), a proof upload (which empties
  // the held totals itself), a DO's or a fleet's write.
  holdsTotal: () => true,
  // A DO's shipments, a customer's and a plate's are found through their own indexes (decision 289).
  indexedFilter: (query) => query.deliveryOrderId !== undefined || query.customerId !== undefined || query.plate !== undefined || query.ids !== undefined,
  label: sql`(select 'S-' || lpad(id::text, 6, '0') from shipments where id = c.entity_id)`,
  writes: {
    editable: (current) => {
      if (current.status === 'SELESAI') throw shipmentCompleted();
      if (current.status === 'BATAL') throw shipmentCancelled();
    },
    inputOf: (current) => ({
      mode: current.mode,
      fleetId: current.fleetId,
      plate: current.mode === 'JEMPUT' ? current.plate : null,
      driverName: current.driverName,
      notes: current.notes,
      deliveryOrders: current.deliveryOrders.map((order) => ({
        deliveryOrderId: order.deliveryOrderId,
        destinationType: order.destinationType,
        address: order.address,
        lines: order.lines.map((line) => ({ deliveryOrderLineId: line.deliveryOrderLineId, quantity: line.quantity })),
      })),
    }),
    columns: async (tx, input, current, auth) => {
      const columns: Record<string, unknown> = {};
      // `input` holds only what changed: a PATCH that keeps the mode but changes the plate, the
      // driver or the fleet has no `mode`, and a field equal to the stored one is left out. The
      // vehicle is written as a whole, each field from the input or else as stored (the contract
      // checked the combination the client sent).
      if (['mode', 'fleetId', 'plate', 'driverName'].some((field) => input[field] !== undefined)) {
        const given = (field: string, stored: unknown) => (input[field] !== undefined ? input[field] : stored);
        const mode = given('mode', current?.mode);
        const fleetId = mode === 'ANTAR' ? given('fleetId', current?.fleetId ?? null) : null;
        if (mode === 'ANTAR') await assertFleet(tx, fleetId as number, current?.fleetId ?? null);
        columns.mode = mode;
        columns.fleetId = fleetId;
        columns.plate = mode === 'JEMPUT' ? given('plate', current?.mode === 'JEMPUT' ? current.plate : null) : null;
        columns.driverName = given('driverName', current?.driverName ?? null) ?? null;
      }
      if (input.notes !== undefined) columns.notes = input.notes;
      if (current === null) columns.createdBy = auth.userId;
      return columns;
    },
    children: async (tx, id, input, _current, auth) => {
      if (input.deliveryOrders !== undefined) await replaceAllocation(tx, id, input.deliveryOrders as AllocationOrder[], auth.userId);
    },
  },
});

/**
 * `POST /api/shipments/:id/cancel` with `version` and a reason: only while PENDING. In
 * one transaction, in the lock order of decision 180 (the shipment row by its versioned UPDATE,
 * then its DO rows): the shipment becomes BATAL, which releases everything it held (every sum of
 * what shipments took leaves BATAL out, migration 0012), its DOs' statuses are recomputed and
 * logged, and the change is logged on the shipment. The read before the transaction answers the
 * common refusals; the versioned UPDATE catches a save that lands in between.
 */
async function cancelShipment(ctx: ServiceContext, actorId: number, id: number, version: number, reason: string): Promise<Shipment> {
  const db = ctx.database.db;
  const refusal = (current: Shipment) =>
    current.status === 'SELESAI'
      ? new ApiError(409, 'SHIPMENT_COMPLETED', 'A completed shipment cannot be cancelled', { current })
      : current.status === 'BATAL'
        ? new ApiError(409, 'SHIPMENT_CANCELLED', 'The shipment is already cancelled', { current })
        : current.version !== version
          ? versionConflict(current)
          : null;
  const current = await getResource<Shipment>(db, shipmentDefinition as never, id);
  const refused = refusal(current);
  if (refused) throw refused;
  try {
    const cancelled = await cancelIn(db, actorId, id, version, reason, current);
    // The shipment left its status's held totals, and its DOs may have left theirs (decision 289).
    await ctx.masterDataCounts.changed();
    return cancelled;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
      const now = await getResource<Shipment>(db, shipmentDefinition as never, id);
      throw refusal(now) ?? versionConflict(now);
    }
    throw error;
  }
}

const cancelIn = (db: Db, actorId: number, id: number, version: number, reason: string, before: Shipment) =>
  db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(shipments)
      .set({ status: 'BATAL', cancelledAt: now, cancelReason: reason, version: sql`${shipments.version} + 1`, updatedAt: now })
      .where(and(eq(shipments.id, id), eq(shipments.version, version), eq(shipments.status, 'PENDING')))
      .returning();
    // Saved, completed or cancelled by someone else between the read and this write.
    if (!row) throw versionConflict(null);
    const orderIds = rowsOf<{ delivery_order_id: number }>(
      await tx.execute(sql`select delivery_order_id from shipment_delivery_orders where shipment_id = ${id} order by delivery_order_id`),
    ).map((entry) => exact(entry.delivery_order_id));
    await lockDeliveryOrders(tx, orderIds);
    await recomputeStatuses(tx, orderIds, { actorId });
    const after = await getResource<Shipment>(tx, shipmentDefinition as never, id);
    await writeChangeLog(tx, { entity: SHIPMENTS.changeEntity, entityId: id, action: 'CANCEL', actorId, before: shipmentSnapshot(before), after: shipmentSnapshot(after) });
    await recordEvent(tx, 'shipment.cancelled', after);
    return after;
  });

export const shipmentRoutes = resourceArea({
  declaration: SHIPMENTS,
  definition: shipmentDefinition,
  schemas: { record: shipmentSchema, listQuery: shipmentListQuerySchema, create: createShipmentSchema, update: updateShipmentSchema },
  more: (app, ctx) => {
    // The whole allocation at once, with the shipment's version: the kit's versioned update with
    // the allocation as its one field (an unchanged allocation writes nothing).
    defineRoute(app, {
      method: 'PUT',
      url: `${SHIPMENTS.api}/:id/delivery-orders`,
      access: [SHIPMENTS.permission.update],
      params: idParamsSchema,
      body: putShipmentDeliveryOrdersSchema,
      response: dataEnvelope(shipmentSchema),
      handler: async ({ params, body, request }) => ({
        data: await updateResource<Shipment>(ctx, shipmentDefinition as never, authOf(request), params.id, body as never),
      }),
    });
    // Cancelling changes what a shipment is, as an edit does: the update permission (decision 296).
    defineRoute(app, {
      method: 'POST',
      url: `${SHIPMENTS.api}/:id/cancel`,
      access: [SHIPMENTS.permission.update],
      params: idParamsSchema,
      body: cancelShipmentSchema,
      response: dataEnvelope(shipmentSchema),
      handler: async ({ params, body, request }) => ({ data: await cancelShipment(ctx, authOf(request).userId, params.id, body.version, body.reason) }),
    });
    proofRoutes(app, ctx);
    printRoutes(app, ctx);
    receiptRoutes(app, ctx);
  },
});
