import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_ORDERS } from '../../../../contract/areas';
import { RECORD_STATUSES, type RecordStatus } from '../../../../contract/lists-values';
import { actionErrorText, errorCodeOf } from '../../../lib/api/error-text';
import { useCan } from '../../../lib/access/AccessContext';
import { updateRecord, useList, useRecordAction } from '../../../lib/resource/api';
import { useAreaWords } from '../../../lib/resource/area-words';
import { recordLabel, type PlainArea } from '../../../lib/resource/plain-area';
import { useToast } from '../../feedback/Toast/ToastProvider';
import { Field } from '../../form/Field/Field';
import { Select } from '../../form/Select/Select';
import type { Column } from '../../data/DataTable/DataTable';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/Dialog/Dialog';

/**
 * The active flag of an area whose records can be retired (customers, items, fleets; decision
 * 330): its badge, its list filter and the detail page's Nonaktifkan / Aktifkan. A retired record
 * is hidden from pickers and refused on new DOs and shipments; what already holds it stays.
 */

/** "Aktif" or "Nonaktif", as lists and detail pages show the flag. */
export function RecordStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('ui');
  return <Badge tone={active ? 'success' : 'neutral'}>{t(active ? 'area.status.active' : 'area.status.inactive')}</Badge>;
}

/** The list's status column: the badge on screen, "Aktif" / "Nonaktif" in an export. */
export function useRecordStatusColumn<Row extends { active: boolean }>(): Column<Row> {
  const { t } = useTranslation('ui');
  return useMemo(
    () => ({
      id: 'status',
      header: t('area.fields.status'),
      cell: (row: Row) => <RecordStatusBadge active={row.active} />,
      width: '120px',
      export: { field: 'active', values: { true: t('area.status.active'), false: t('area.status.inactive') } },
    }),
    [t],
  );
}

/** The list's status filter: all (the default), active or inactive. */
export function RecordStatusFilter({ value, onChange }: { value: RecordStatus | undefined; onChange(next: RecordStatus | undefined): void }) {
  const { t } = useTranslation('ui');
  return (
    <Field label={t('area.status.filter')}>
      <Select
        options={RECORD_STATUSES.filter((status) => status !== 'all').map((status) => ({ value: status, label: t(`area.status.${status}`) }))}
        placeholder={t('area.status.all')}
        value={value === 'all' ? '' : (value ?? '')}
        onChange={(event) => onChange((event.target.value || undefined) as RecordStatus | undefined)}
      />
    </Field>
  );
}

/** A record of an area that retires records; `active` is always there, its absence read as active. */
type Archivable = { id: number; version: number; active?: boolean };

const NAMED_DELIVERY_ORDERS = 5;

/** The open DOs that hold the record, named in the confirmation: they go on, and the user should know. */
function OpenDeliveryOrders({ filter, words }: { filter: string; words: ReturnType<typeof useAreaWords> }) {
  const answer = useList<{ number: string }>(DELIVERY_ORDERS.api, `page=1&size=${NAMED_DELIVERY_ORDERS}&sort=-createdAt&status=OPEN&${filter}`);
  const total = answer.data?.paging.totalItems ?? 0;
  if (total === 0) return null;
  const numbers = answer.data!.data.map((order) => order.number).join(', ');
  const named = total > NAMED_DELIVERY_ORDERS ? words('archive.moreDeliveryOrders', { numbers, more: total - NAMED_DELIVERY_ORDERS }) : numbers;
  return <p>{words('archive.openDeliveryOrders', { count: total, numbers: named })}</p>;
}

export interface ArchiveActionProps<R extends Archivable> {
  area: PlainArea;
  record: R;
  /** The DO list's filter for the record's DOs (`customerId=3`): the open ones are named before it is retired. */
  deliveryOrderFilter?: string;
}

/**
 * "Nonaktifkan" (or "Aktifkan" on a retired record) beside "Ubah", with update-…: asks first,
 * then saves the flag with the record's version, so the change log has its row and a save made
 * meanwhile is a conflict, read out in the dialog, instead of being overwritten.
 */
export function ArchiveAction<R extends Archivable>({ area, record, deliveryOrderFilter }: ArchiveActionProps<R>) {
  const words = useAreaWords(area.key);
  const { t } = useTranslation(area.key);
  const can = useCan();
  const toast = useToast();
  // An action on the record: a refusal refreshes the area, its change log included, so a retry goes
  // with the record as it is now (someone may have saved it meanwhile).
  const update = useRecordAction(area.api, (api, id: number, body: { version: number; active: boolean }) => updateRecord<R>(api, area.api, id, body));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!can(area.permission.update)) return null;
  const retiring = record.active !== false;
  const name = recordLabel(area, record);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await update(record.id, { version: record.version, active: !retiring });
      toast.success(words(retiring ? 'archive.deactivated' : 'archive.activated', { name }));
      close();
    } catch (failure) {
      // The refusal has refreshed the page: a conflict says the latest data is on screen, not to reload.
      setError(errorCodeOf(failure) === 'VERSION_CONFLICT' ? words('archive.conflict') : actionErrorText(t, failure, area.key));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={retiring ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {words(retiring ? 'archive.deactivate' : 'archive.activate')}
      </Button>
      <ConfirmDialog
        open={open}
        title={words(retiring ? 'archive.deactivateTitle' : 'archive.activateTitle')}
        text={
          <>
            <p>{words(retiring ? 'archive.deactivateText' : 'archive.activateText', { name })}</p>
            {retiring && open && deliveryOrderFilter && can(DELIVERY_ORDERS.permission.list) && <OpenDeliveryOrders filter={deliveryOrderFilter} words={words} />}
          </>
        }
        error={
          error && (
            <>
              <strong>{words('archive.failed', { name })}:</strong> {error}
            </>
          )
        }
        confirmLabel={words(retiring ? 'archive.deactivate' : 'archive.activate')}
        tone={retiring ? 'danger' : 'default'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}
