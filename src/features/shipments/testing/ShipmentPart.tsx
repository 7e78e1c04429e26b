import type { ReactNode } from 'react';
import type { Shipment } from '../../../../contract/shipments';
import { StoryScreen, type StorySession } from '../../../../stories/harness/StoryHarness';
import { useShipment } from '../api/shipments-api';
import { SHIPMENTS_STUBS } from './routes';
import { routes } from '../../../lib/routes/routes';

function Loaded({ id, render }: { id: number; render(shipment: Shipment): ReactNode }) {
  // As the screens do: the shipment from its record hook, so an upload or a save that updates the
  // cache shows in the part too.
  const shipment = useShipment(id);
  return shipment.data ? render(shipment.data) : <p>…</p>;
}

/**
 * Stories only: one part of a shipment's screens on its own (the proof photo, the DOs it carries,
 * the completed notice, the allocation form), fed shipment `id` of the mock, signed in with
 * `session`; the pages it links to are plain headings.
 */
export function ShipmentPart({ id, title, session, render }: { id: number; title: string; session: () => StorySession; render(shipment: Shipment): ReactNode }) {
  const stubs = [...SHIPMENTS_STUBS, { path: routes.shipments.detail.path, title: 'Detail Pengiriman', element: null }];
  return <StoryScreen path="/" session={session} routes={[{ path: '/', title, element: <Loaded id={id} render={render} /> }]} stubs={stubs} />;
}
