import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ExportColumnKind } from '../../contract/area';
import { ListFile } from '../../contract/list-export';
import { rowsOf } from '../db/client';
import { apiOf } from './api';
import { createTestApp, type SignedIn, type TestApp } from './harness';

/** The delivery tests: an app with its own data dir for photos, and DOs and shipments made over HTTP. */
export async function createDeliveryTestApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-delivery-'));
  const t = await createTestApp({ dataDir });
  return {
    ...t,
    dataDir,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface DeliveryOrderBody {
  id: number;
  version: number;
  number: string;
  status: string;
  address: string;
  lines: { id: number; itemId: number; quantity: number; allocated: number; inProcess: number; delivered: number; pending: number; remaining: number }[];
}

export interface ShipmentBody {
  id: number;
  version: number;
  status: string;
  plate: string;
  deliveryOrders: { deliveryOrderId: number; address: string; lines: { deliveryOrderLineId: number; quantity: number; available: number }[] }[];
}

export function deliveryApiOf(t: TestApp) {
  const api = apiOf(t);
  const itemIds = async (count: number) =>
    rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from items order by id limit ${count}`)).map((row) => Number(row.id));
  const customerId = async () => Number(rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from customers order by id limit 1`))[0]!.id);
  const activeFleetId = async () =>
    Number(rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from fleets where active order by id limit 1`))[0]!.id);
  return {
    ...api,
    itemIds,
    customerId,
    activeFleetId,
    /** A DO of the given quantities (one item each), made by `session`. */
    createOrder: async (session: SignedIn, quantities: number[]): Promise<DeliveryOrderBody> => {
      const items = await itemIds(quantities.length);
      const response = await api.post('/api/delivery-orders', session, {
        customerId: await customerId(),
        lines: quantities.map((quantity, index) => ({ itemId: items[index]!, quantity })),
      });
      if (response.statusCode !== 201) throw new Error(`DO: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    getOrder: async (session: SignedIn, id: number): Promise<DeliveryOrderBody> => (await api.get(`/api/delivery-orders/${id}`, session)).json().data,
    /** The allocation of `quantities` (by line index) of `order`. */
    allocationOf: (order: DeliveryOrderBody, quantities: number[], destinationType = 'GUDANG') => ({
      deliveryOrderId: order.id,
      destinationType,
      lines: quantities.flatMap((quantity, index) => (quantity > 0 ? [{ deliveryOrderLineId: order.lines[index]!.id, quantity }] : [])),
    }),
    /** No DOs: the shipment booked with its vehicle only (an empty list is refused, a missing one is not). */
    createShipment: async (session: SignedIn, deliveryOrders: unknown[], vehicle?: Record<string, unknown>) =>
      api.post('/api/shipments', session, { ...(vehicle ?? { mode: 'ANTAR', fleetId: await activeFleetId() }), ...(deliveryOrders.length > 0 ? { deliveryOrders } : {}) }),
    /** Uploads a small JPEG as the shipment's proof (which completes it); the response as it came. */
    uploadProof: async (session: SignedIn, shipmentId: number) => {
      proofJpeg ??= await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2060a0' } }).jpeg().toBuffer();
      const boundary = `----laju${Math.random().toString(16).slice(2)}`;
      return t.app.inject({
        method: 'POST',
        url: `/api/shipments/${shipmentId}/proof`,
        headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
          proofJpeg,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    },
  };
}

let proofJpeg: Buffer | undefined;

/**
 * A list export's CSV of `records` with every column the list declares (each headed by its field):
 * what tells an area's lean export read (`exportRecords`) from its full records, cell for cell.
 */
export function exportCsvOf(columns: Readonly<Record<string, ExportColumnKind>>, records: readonly Record<string, unknown>[]): string {
  const chunks: Uint8Array[] = [];
  const file = new ListFile(
    {
      format: 'csv',
      separator: 'comma',
      lang: 'id',
      timeZone: 'Asia/Jakarta',
      title: 'Ekspor',
      filters: [],
      generatedAt: new Date(0),
      rowCount: records.length,
      chosen: true,
      columns: Object.entries(columns).map(([field, kind]) => ({ field, header: field, kind })),
    },
    (bytes) => chunks.push(bytes),
  );
  file.rows(records);
  file.end();
  return Buffer.concat(chunks).toString('utf8');
}
