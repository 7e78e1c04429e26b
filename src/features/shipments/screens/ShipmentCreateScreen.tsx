import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { DELIVERY_ORDERS } from '../../../../contract/areas';
import { deliveryOrderNumber } from '../../../../contract/delivery-orders-values';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { createShipmentSchema } from '../../../../contract/shipments-input';
import { SHIPMENT_DELIVERY_ORDERS_MAX } from '../../../../contract/shipments-values';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useApi } from '../../../lib/api/ApiContext';
import { ApiError } from '../../../lib/api/errors';
import { getRecord } from '../../../lib/resource/api';
import { paths, routes } from '../../../lib/routes/routes';
import { chosenDeliveryOrderIds } from '../../../lib/routes/shipment-from-orders';
import { theme as tokens } from '../../../theme/tokens';
import { useCreateShipment } from '../api/shipments-api';
import { aboveAvailableKeys, allocationErrorKeys, allocationOf, draftOfOrder, unshippableReason, type DraftOrder, type UnshippableReason } from '../components/allocation-draft';
import { FormAllocation } from '../components/FormAllocation';
import { SHIPMENT_FIELDS, ShipmentFields, shipmentFormValues } from '../components/ShipmentFields';
import { NS } from '../components/shipment-screens';

/** Why a chosen DO is not on the new shipment: its state, or what its read answered. */
type LeftOutReason = UnshippableReason | 'NOT_FOUND' | 'FORBIDDEN' | 'FAILED';
interface LeftOut {
  number: string;
  reason: LeftOutReason;
}
/** One chosen DO's read: the record, or why there is none. */
type ChosenRead = { id: number; order: DeliveryOrder } | { id: number; reason: Extract<LeftOutReason, 'NOT_FOUND' | 'FORBIDDEN' | 'FAILED'> };

const readFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? 'NOT_FOUND' : error instanceof ApiError && error.status === 403 ? 'FORBIDDEN' : 'FAILED';

/**
 * The chosen DOs, one read each in parallel under one key: a DO that cannot be read is one entry
 * of the notice, not a failed page. The key starts with the DOs' path, so a DO write revalidates it.
 */
function useChosenOrders(ids: readonly number[]) {
  const { api } = useApi();
  return useSWR(
    ids.length === 0 ? null : [DELIVERY_ORDERS.api, 'chosen', ids.join(',')],
    () =>
      Promise.all(
        ids.map(async (id): Promise<ChosenRead> => {
          try {
            return { id, order: await getRecord<DeliveryOrder>(api, DELIVERY_ORDERS.api, id) };
          } catch (error) {
            return { id, reason: readFailure(error) };
          }
        }),
      ),
    { revalidateOnFocus: false },
  );
}

/** The drafts the form opens with, in the chosen order, and the DOs left out with their reasons. */
function startOf(reads: readonly ChosenRead[]): { start: DraftOrder[]; leftOut: LeftOut[] } {
  const start: DraftOrder[] = [];
  const leftOut: LeftOut[] = [];
  for (const read of reads) {
    if ('reason' in read) {
      leftOut.push({ number: deliveryOrderNumber(read.id), reason: read.reason });
      continue;
    }
    const reason = unshippableReason(read.order);
    if (reason === null) start.push(draftOfOrder(read.order));
    else leftOut.push({ number: read.order.number, reason });
  }
  return { start, leftOut };
}

/**
 * /shipments/new (create-shipment): the vehicle, notes and the DOs it carries (the allocation
 * editor inside the form), saved in one request; then back to the list with a toast. From a DO's
 * detail (`?deliveryOrder=ID`) or DOs chosen on the list (`?deliveryOrders=12,15,18`) the form
 * opens with each of them that can still ship and all it awaits, in that order; the others are
 * named above the form, and past SHIPMENT_DELIVERY_ORDERS_MAX the rest are said to be left out.
 */
export default function ShipmentCreateScreen() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const search = params.toString();
  const { ids, beyond } = useMemo(() => chosenDeliveryOrderIds(new URLSearchParams(search)), [search]);
  const chosen = useChosenOrders(ids);
  if (ids.length > 0 && chosen.data === undefined) {
    return (
      <Panel aria-busy="true" aria-label={t('allocation.adding')}>
        <Skeleton width="100%" height="240px" shape="block" />
      </Panel>
    );
  }
  const { start, leftOut } = startOf(chosen.data ?? []);
  return <CreateForm start={start} leftOut={leftOut} beyond={beyond} />;
}

const Notice = styled.div`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  border-left: 4px solid ${tokens.color.warning};
  background: ${tokens.color.warningBg};
  color: ${tokens.color.text};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${tokens.space.xs};
  }
`;

/** What the form did not open with, said above it: the DOs left out and why, and the ones past the limit. */
function LeftOutNotice({ leftOut, beyond }: { leftOut: readonly LeftOut[]; beyond: number }) {
  const { t } = useTranslation(NS);
  if (leftOut.length === 0 && beyond === 0) return null;
  const list = leftOut.map(({ number, reason }) => t('new.leftOutEntry', { number, reason: t(`new.reasons.${reason}`) })).join(', ');
  return (
    <Notice role="status">
      {leftOut.length > 0 && <p>{t('new.leftOut', { count: leftOut.length, list })}</p>}
      {beyond > 0 && <p>{t('new.beyondMax', { count: beyond, max: SHIPMENT_DELIVERY_ORDERS_MAX })}</p>}
    </Notice>
  );
}

function CreateForm({ start, leftOut, beyond }: { start: DraftOrder[]; leftOut: LeftOut[]; beyond: number }) {
  const { t } = useTranslation(NS);
  const create = useCreateShipment();
  const [drafts, setDrafts] = useState<DraftOrder[]>(start);
  // The notice speaks of what the form opened with, even when a save refetches the chosen DOs.
  const [notice] = useState({ leftOut, beyond });
  // The contract's schema, and a quantity above what its line shows as available refused before
  // sending, against the editor's latest lines (one schema for the form's life).
  const latest = useRef(drafts);
  latest.current = drafts;
  const schema = useMemo(
    () =>
      createShipmentSchema.superRefine((_value, ctx) => {
        for (const key of aboveAvailableKeys(latest.current)) {
          ctx.addIssue({ code: 'custom', path: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: 'ABOVE_AVAILABLE' });
        }
      }),
    [],
  );
  return (
    <>
      <LeftOutNotice {...notice} />
      <ResourceForm
        ns={NS}
        label={t('form.createLabel')}
        schema={schema}
        fields={[...SHIPMENT_FIELDS, 'deliveryOrders', ...allocationErrorKeys(drafts)]}
        defaultValues={{ ...shipmentFormValues(), deliveryOrders: allocationOf(start).body }}
        create={create}
        listPath={paths.shipments.data()}
        detailRoute={routes.shipments.detail}
        savedText={(shipment) => t('toast.created', { number: shipment.number })}
      >
        {(fields) => (
          <>
            <ShipmentFields {...fields} />
            <FormAllocation form={fields.form} errorText={fields.errorText} drafts={drafts} onDrafts={setDrafts} />
          </>
        )}
      </ResourceForm>
    </>
  );
}
