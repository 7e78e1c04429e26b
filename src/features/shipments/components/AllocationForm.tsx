import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { Shipment } from '../../../../contract/shipments';
import { putShipmentDeliveryOrdersSchema } from '../../../../contract/shipments-input';
import { fieldErrorsFromIssues } from '../../../../contract/validation';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { ConflictNotice } from '../../../components/form/ConflictNotice/ConflictNotice';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { FormError, Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { actionErrorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { issueToCode, translateFieldError } from '../../../lib/forms/field-errors';
import { versionConflictOf } from '../../../lib/forms/server-errors';
import { useUnsavedChangesPrompt } from '../../../lib/forms/UnsavedChangesPrompt';
import { paths } from '../../../lib/routes/routes';
import { usePutShipmentDeliveryOrders } from '../api/shipments-api';
import { AllocationEditor } from './AllocationEditor';
import { aboveAvailableKeys, allocationErrorKeys, allocationOf, draftsOfShipment, withEveryLine, type DraftOrder } from './allocation-draft';
import { useFleetCapacity } from './FormAllocation';
import { NS } from './shipment-screens';

/** Per DO line, what the two versions hold, for the conflict's table ("Jumlah Bawang Putih pada DO-000123"). */
function conflictRows(t: (key: string, options?: Record<string, unknown>) => string, mine: readonly DraftOrder[], current: Shipment) {
  const theirs = draftsOfShipment(current.deliveryOrders);
  const quantities = (drafts: readonly DraftOrder[]) =>
    new Map(drafts.flatMap((order) => order.lines.map((line) => [`${order.number}|${line.itemName}`, line.quantity || '—'] as const)));
  const yours = quantities(mine);
  const now = quantities(theirs);
  const lines = [...new Set([...yours.keys(), ...now.keys()])]
    .filter((key) => (yours.get(key) ?? '—') !== (now.get(key) ?? '—'))
    .map((key) => {
      const [number, item] = key.split('|');
      return { field: key, label: t('allocation.lineLabel', { item, number }), yours: yours.get(key) ?? '—', current: now.get(key) ?? '—' };
    });
  // Where each DO goes, on a DO both versions hold: its destination type and address.
  const address = (order: DraftOrder) => (order.useOrderAddress ? t('allocation.useOrderAddress') : order.address || '—');
  const destinations = mine.flatMap((order) => {
    const other = theirs.find((entry) => entry.deliveryOrderId === order.deliveryOrderId);
    if (!other) return [];
    const on = (field: string) => t('ui:changeLog.fieldOn', { field: t(`fields.${field}`), order: order.number });
    return [
      ...(order.destinationType !== other.destinationType
        ? [{ field: `${order.number}|destinationType`, label: on('destinationType'), yours: t(`destination.${order.destinationType}`), current: t(`destination.${other.destinationType}`) }]
        : []),
      ...(address(order) !== address(other) ? [{ field: `${order.number}|address`, label: on('address'), yours: address(order), current: address(other) }] : []),
    ];
  });
  return [...destinations, ...lines];
}

/** The shipment's DOs with every line of each DO (`orders`: the DOs as they are now), not only those it holds. */
const draftsOf = (shipment: Shipment, orders: readonly DeliveryOrder[]) =>
  draftsOfShipment(shipment.deliveryOrders).map((draft) => {
    const order = orders.find((entry) => entry.id === draft.deliveryOrderId);
    return order ? withEveryLine(draft, order) : draft;
  });

/**
 * The shipment's DOs saved as a whole (`PUT /api/shipments/:id/delivery-orders` with the version
 * it was loaded at), each DO with all its lines, so a line the shipment does not hold yet can be
 * added. A 409 keeps everything typed and shows what the server holds now, to save over it or
 * take it; 422s land on their lines; the editor checks the contract's schema first, and a
 * quantity above what its line shows as available is never sent.
 */
export function AllocationForm({ shipment, orders = [] }: { shipment: Shipment; orders?: readonly DeliveryOrder[] }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  const put = usePutShipmentDeliveryOrders();
  const [drafts, setDrafts] = useState(() => draftsOf(shipment, orders));
  const [version, setVersion] = useState(shipment.version);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState<Shipment | null>(null);
  const unsaved = useUnsavedChangesPrompt(dirty);
  const capacityKg = useFleetCapacity(shipment.mode === 'ANTAR' ? shipment.fleetId : null);
  const detailPath = paths.shipments.detail(shipment.id);

  const save = async (atVersion: number) => {
    const body = { version: atVersion, deliveryOrders: allocationOf(drafts).body };
    const checked = putShipmentDeliveryOrdersSchema.safeParse(body, { error: issueToCode });
    setFailure(null);
    // Each such line already says "at most N" beside it.
    if (aboveAvailableKeys(drafts).length > 0) return;
    if (!checked.success) {
      const fields = fieldErrorsFromIssues(checked.error.issues);
      setErrors(fields);
      if (!Object.keys(fields).some((key) => allocationErrorKeys(drafts).includes(key))) setFailure('VALIDATION_FAILED');
      return;
    }
    setSaving(true);
    try {
      await put(shipment.id, body);
      unsaved.allowNavigation();
      toast.success(t('toast.allocationSaved', { number: shipment.number }));
      navigate(detailPath);
    } catch (error) {
      const current = versionConflictOf(error) as Shipment | null;
      if (current) setConflict(current);
      else {
        const fields = isApiError(error) ? error.fields : {};
        const known = allocationErrorKeys(drafts);
        setErrors(fields);
        // A refusal none of the lines can show is said above the editor.
        if (!Object.keys(fields).some((key) => known.includes(key))) setFailure(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel>
      <form
        aria-label={t('allocation.formLabel', { number: shipment.number })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(version);
        }}
      >
        {unsaved.prompt}
        {conflict && (
          <ConflictNotice
            rows={conflictRows(t, drafts, conflict)}
            busy={saving}
            onKeepMine={() => {
              setVersion(conflict.version);
              setConflict(null);
              void save(conflict.version);
            }}
            onUseCurrent={() => {
              setDrafts(draftsOf(conflict, orders));
              setVersion(conflict.version);
              setConflict(null);
              setErrors({});
              setDirty(false);
            }}
          />
        )}
        {failure !== null && <FormError role="alert">{actionErrorText(t, failure, NS)}</FormError>}
        <AllocationEditor
          value={drafts}
          saved={shipment.deliveryOrders}
          capacityKg={capacityKg}
          errorText={(key) => translateFieldError(t, errors[key], { namespaces: [NS] })}
          onChange={(next) => {
            setDrafts(next);
            setDirty(true);
            setErrors({});
          }}
          disabled={saving}
        />
        <FormActions saving={saving} cancelTo={detailPath} />
      </form>
    </Panel>
  );
}
