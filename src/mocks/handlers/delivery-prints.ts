import { http, HttpResponse } from 'msw';
import { SHIPMENTS } from '../../../contract/areas';
import { idParamsSchema } from '../../../contract/api';
import { PRINT_BATCH_MAX, printFingerprint, printShipmentSchema, printShipmentsSchema } from '../../../contract/delivery-notes';
import { receiverNoteFingerprint, type ReceiptLink } from '../../../contract/receipts';
import { shipmentNumber } from '../../../contract/shipments';
import { newReceiptToken, receiptLinkStore, shipmentStore, shipmentView } from '../db/delivery';
import { nextTime, recordChange } from '../db/logs';
import { authorize, jsonOf, parse } from './helpers';
import { apiError } from './respond';

/**
 * Print records of the surat jalan, as server/areas/shipment-prints.ts answers them: every shipment must
 * exist and carry a DO before anything is recorded; each then gets its count, time, printer and
 * fingerprint, and one change-log row with the copies; every note gets its receiver's link.
 */
function recordPrints(ids: readonly number[], copies: number, actorId: number): Response {
  const missing = ids.filter((id) => !shipmentStore.find(id));
  if (missing.length > 0) return apiError(404, 'NOT_FOUND', `${ids.length === 1 ? 'Shipment' : `Shipment ${missing.map(shipmentNumber).join(', ')}`} not found`);
  const stored = ids.map((id) => shipmentStore.find(id)!);
  const empty = stored.filter((shipment) => shipment.deliveryOrders.length === 0);
  if (empty.length > 0) return apiError(422, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS', `No DO on ${empty.map((shipment) => shipmentNumber(shipment.id)).join(', ')} yet: nothing to print`);
  const now = nextTime();
  const receiptLinks: ReceiptLink[] = [];
  for (const shipment of stored) {
    const view = shipmentView(shipment);
    for (const note of view.deliveryOrders) {
      const token = newReceiptToken();
      receiptLinkStore.set(token, { shipmentId: shipment.id, deliveryOrderId: note.deliveryOrderId, fingerprint: receiverNoteFingerprint(view, note), printedAt: now });
      receiptLinks.push({ shipmentId: shipment.id, deliveryOrderId: note.deliveryOrderId, token });
    }
    const count = shipment.print?.count ?? 0;
    shipment.print = { count: count + 1, printedAt: now, printedById: actorId, fingerprint: printFingerprint(shipmentView(shipment)) };
    recordChange({ entity: SHIPMENTS.changeEntity, entityId: shipment.id, action: 'UPDATE', actorId, before: { printCount: count }, after: { printCount: count + 1, printCopies: copies } });
  }
  return HttpResponse.json({ data: stored.map(shipmentView), receiptLinks });
}

export const deliveryPrintHandlers = () => [
  http.post(`*${SHIPMENTS.api}/prints`, async ({ request }) => {
    const actor = authorize(request, SHIPMENTS.permission.read);
    if (actor instanceof Response) return actor;
    const input = parse(printShipmentsSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    if (input.data.shipmentIds.length > PRINT_BATCH_MAX) {
      return apiError(422, 'PRINT_BATCH_TOO_LARGE', `At most ${PRINT_BATCH_MAX} shipments in one print; ${input.data.shipmentIds.length} were sent`, { fields: { shipmentIds: 'TOO_BIG' } });
    }
    return recordPrints(input.data.shipmentIds, input.data.copies, actor.id);
  }),
  http.post(`*${SHIPMENTS.api}/:id/prints`, async ({ request, params: rawParams }) => {
    const actor = authorize(request, SHIPMENTS.permission.read);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const input = parse(printShipmentSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const response = recordPrints([params.data.id], input.data.copies, actor.id);
    if (!response.ok) return response;
    const body = (await response.json()) as { data: unknown[]; receiptLinks: ReceiptLink[] };
    return HttpResponse.json({ data: body.data[0], receiptLinks: body.receiptLinks });
  }),
];
