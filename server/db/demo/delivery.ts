import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_DELIVERY_ORDERS, DEMO_SHIPMENTS, demoOrderCreatedAt, demoShipmentTimes } from '../../../contract/demo-delivery';
import { deliveryOrderSnapshot } from '../../../contract/delivery-orders';
import { shipmentSnapshot } from '../../../contract/shipments';
import { deliveryOrderDefinition } from '../../areas/delivery-orders';
import { shipmentDefinition } from '../../areas/shipments';
import { changeLogs, deliveryOrderLines, deliveryOrders, shipmentDeliveryOrders, shipmentLines, shipments, users } from '../schema';
import { intArray, recomputeStatuses } from '../../services/delivery';
import type { FileStore } from '../../services/file-store';
import { processImage, storeImage } from '../../services/proof-images';
import type { Tx } from '../client';
import type { DemoContext, DemoStep } from './index';

/**
 * The demo DOs and shipments (docs/product/running.md; contract/demo-delivery.ts, shared with the
 * mock API), made by admin on the days the contract gives them, with the change-log rows the
 * screens would have written on the way. Statuses are not written here: the services'
 * recomputation derives them from what was shipped, as on every real write. Completed shipments get
 * a generated photo when the seed is given the data dir (the server's first start; the test
 * template has none).
 */
export const deliveryStep: DemoStep = {
  name: 'delivery orders and shipments',
  async run({ tx, today, ids, photos }: DemoContext) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const actorId = admin?.id ?? null;
    const customerIds = ids.get('customers') ?? [];
    const itemIds = ids.get('items') ?? [];
    const fleetIds = ids.get('fleets') ?? [];
    const createdOf = (index: number) => demoOrderCreatedAt(today, index);

    const orderIds: number[] = [];
    const lineIds: number[][] = [];
    for (const [index, order] of DEMO_DELIVERY_ORDERS.entries()) {
      const at = createdOf(index);
      const [row] = await tx
        .insert(deliveryOrders)
        .values({ customerId: customerIds[order.customerIndex]!, notes: order.notes, createdBy: actorId, createdAt: at, updatedAt: at })
        .returning({ id: deliveryOrders.id });
      orderIds.push(row!.id);
      const lines = await tx
        .insert(deliveryOrderLines)
        .values(order.lines.map((line) => ({ deliveryOrderId: row!.id, itemId: itemIds[line.itemIndex]!, quantity: line.quantity })))
        .returning({ id: deliveryOrderLines.id });
      lineIds.push(lines.map((line) => line.id));
    }
    // The customer's address, as a DO made on the screen gets by default.
    await tx.execute(sql`
      update delivery_orders d set address = c.address from customers c
      where c.id = d.customer_id and d.id = any(${intArray(orderIds)})`);

    const shipmentIds: number[] = [];
    for (const [index, shipment] of DEMO_SHIPMENTS.entries()) {
      const { loadedAt: at, completedAt } = demoShipmentTimes(today, index);
      const [row] = await tx
        .insert(shipments)
        .values({
          mode: shipment.mode,
          fleetId: shipment.fleetIndex === null ? null : fleetIds[shipment.fleetIndex]!,
          plate: shipment.plate,
          driverName: shipment.driverName,
          notes: shipment.notes,
          status: shipment.completed ? 'SELESAI' : 'PENDING',
          completedAt,
          createdBy: actorId,
          createdAt: at,
          updatedAt: completedAt ?? at,
        })
        .returning({ id: shipments.id });
      shipmentIds.push(row!.id);
      for (const [position, allocation] of shipment.orders.entries()) {
        const orderId = orderIds[allocation.orderIndex]!;
        const [sdo] = await tx
          .insert(shipmentDeliveryOrders)
          .values({
            shipmentId: row!.id,
            deliveryOrderId: orderId,
            destinationType: allocation.destinationType,
            address: sql`(select address from delivery_orders where id = ${orderId})`,
            position,
            allocatedAt: at,
          })
          .returning({ id: shipmentDeliveryOrders.id });
        const lines = allocation.quantities.flatMap((quantity, line) =>
          quantity > 0 ? [{ shipmentDeliveryOrderId: sdo!.id, shipmentId: row!.id, deliveryOrderLineId: lineIds[allocation.orderIndex]![line]!, quantity }] : [],
        );
        await tx.insert(shipmentLines).values(lines);
      }
    }

    await recomputeStatuses(tx, orderIds);
    const cancelled = orderIds.filter((_, index) => DEMO_DELIVERY_ORDERS[index]!.cancelled);
    await tx.execute(sql`
      update delivery_orders set status = 'BATAL', cancelled_at = created_at + interval '3 hours', updated_at = created_at + interval '3 hours'
      where id = any(${intArray(cancelled)})`);
    // Completion at the last proof's time, not the seed's.
    await tx.execute(sql`
      update delivery_orders d set completed_at = (
        select max(s.completed_at) from shipment_delivery_orders x join shipments s on s.id = x.shipment_id where x.delivery_order_id = d.id)
      where d.status = 'SELESAI' and d.id = any(${intArray(orderIds)})`);

    if (photos) await addPhotos(tx, photos, shipmentIds.filter((_, index) => DEMO_SHIPMENTS[index]!.completed), actorId);

    // The change log as the screens would have written it: each record as created (PENDING); a DO
    // taken by its first shipment (PROSES), delivered when the last of them came back (SELESAI) or
    // cancelled; a shipment completed by its proof.
    const orders = await deliveryOrderDefinition.expand!(tx, await tx.select().from(deliveryOrders).where(inArray(deliveryOrders.id, orderIds)).orderBy(deliveryOrders.id));
    const created = orders.map((order) => ({ ...deliveryOrderSnapshot(order), status: 'PENDING' }));
    const shipped = await shipmentDefinition.expand!(tx, await tx.select().from(shipments).where(inArray(shipments.id, shipmentIds)).orderBy(shipments.id));
    const loaded = shipped.map((shipment) => ({ ...shipmentSnapshot(shipment), status: 'PENDING', proofUploadedAt: null }));
    const statusChange = (entityId: number, from: string, to: string, createdAt: Date) => ({ entity: 'delivery-order', entityId, action: 'UPDATE', actorId, before: { status: from }, after: { status: to }, createdAt });
    await tx.insert(changeLogs).values([
      ...orderIds.map((entityId, index) => ({ entity: 'delivery-order', entityId, action: 'CREATE', actorId, before: null, after: created[index]!, createdAt: createdOf(index) })),
      ...cancelled.map((entityId) => ({
        entity: 'delivery-order',
        entityId,
        action: 'CANCEL',
        actorId,
        before: created[orderIds.indexOf(entityId)]!,
        after: { ...created[orderIds.indexOf(entityId)]!, status: 'BATAL' },
        createdAt: new Date(createdOf(orderIds.indexOf(entityId)).getTime() + 3 * 3_600_000),
      })),
      ...orderIds.flatMap((entityId, index) => {
        const times = DEMO_SHIPMENTS.flatMap((shipment, at) => (shipment.orders.some((order) => order.orderIndex === index) ? [demoShipmentTimes(today, at)] : []));
        if (times.length === 0) return [];
        const taken = new Date(Math.min(...times.map((time) => time.loadedAt.getTime())));
        const delivered = new Date(Math.max(...times.map((time) => time.completedAt?.getTime() ?? 0)));
        return [statusChange(entityId, 'PENDING', 'PROSES', taken), ...(orders[index]!.status === 'SELESAI' ? [statusChange(entityId, 'PROSES', 'SELESAI', delivered)] : [])];
      }),
      ...shipmentIds.flatMap((entityId, index) => {
        const { loadedAt, completedAt } = demoShipmentTimes(today, index);
        return [
          { entity: 'shipment', entityId, action: 'CREATE', actorId, before: null, after: loaded[index]!, createdAt: loadedAt },
          ...(completedAt ? [{ entity: 'shipment', entityId, action: 'UPDATE', actorId, before: loaded[index]!, after: shipmentSnapshot(shipped[index]!), createdAt: completedAt }] : []),
        ];
      }),
    ]);
    ids.set('deliveryOrders', orderIds);
    ids.set('shipments', shipmentIds);
  },
};

/** A plain photo per completed shipment (a coloured board), through the same processing as uploads. */
async function addPhotos(tx: Tx, store: FileStore, shipmentIds: readonly number[], actorId: number | null) {
  const sharp = (await import('sharp')).default;
  for (const [index, shipmentId] of shipmentIds.entries()) {
    const hue = (index * 47) % 360;
    const source = await sharp({ create: { width: 960, height: 720, channels: 3, background: `hsl(${hue}, 45%, 55%)` } }).jpeg().toBuffer();
    const image = await processImage(source);
    const files = await storeImage(store, image);
    await tx.execute(sql`
      insert into shipment_proofs (shipment_id, file_name, thumbnail_name, width, height, bytes, uploaded_by, uploaded_at)
      select ${shipmentId}, ${files.fileName}, ${files.thumbnailName}, ${image.width}, ${image.height}, ${image.full.length}, ${actorId}, completed_at
      from shipments where id = ${shipmentId}`);
  }
}
