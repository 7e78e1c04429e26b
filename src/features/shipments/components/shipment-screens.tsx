import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from '../../../../contract/lists-values';
import type { Shipment } from '../../../../contract/shipments';
import { SHIPMENT_MODES, SHIPMENT_SORT_FIELDS, SHIPMENT_STATUSES } from '../../../../contract/shipments-values';
import { CellLines, Whole } from '../../../components/data/DataTable/DataTable';
import { Badge } from '../../../components/ui/Badge/Badge';
import { useFormatter } from '../../../lib/format';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/** What the shipments screens share: the namespace, the list's URL state and how a shipment's values read. */
export const NS = 'shipments';
const ID = { kind: 'number', min: 1, max: 2_147_483_647 } as const;

/** The list's URL state (useListState): newest first, as the API's default. */
export const LIST_CONFIG = {
  sortFields: SHIPMENT_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: {
    mode: { kind: 'enum', values: SHIPMENT_MODES },
    status: { kind: 'enum', values: SHIPMENT_STATUSES },
    plate: { kind: 'string', maxLength: SEARCH_MAX },
    deliveryOrderId: ID,
    customerId: ID,
    date: { kind: 'dateRange' },
  },
} as const satisfies ListStateConfig;

export function ShipmentStatusBadge({ status }: { status: Shipment['status'] }) {
  const { t } = useTranslation(NS);
  return <Badge tone={status === 'SELESAI' ? 'success' : status === 'BATAL' ? 'danger' : 'warning'}>{t(`status.${status}`)}</Badge>;
}

/**
 * A shipment's vehicle in the list: the plate whole on its line, the fleet's model or the outside
 * vehicle's driver under it.
 */
export function useVehicleCell() {
  const { t } = useTranslation(NS);
  return useCallback(
    (shipment: Pick<Shipment, 'mode' | 'plate' | 'fleetModel' | 'driverName'>) => {
      const under = shipment.mode === 'ANTAR' ? shipment.fleetModel : t('vehicle.driver', { driver: shipment.driverName ?? '—' });
      return <CellLines lines={[<Whole>{shipment.plate}</Whole>, ...(under ? [under] : [])]} />;
    },
    [t],
  );
}

const LAST = (field: string) => field.slice(field.lastIndexOf('.') + 1);
const RECEIPT_REASON_KEY = /^deliveryOrders\.[^.]+\.receipt\.reasons\./;

/** A change log's values for reading: modes, statuses, destination types and shortfall reasons translated, times dated. */
export function useShipmentValues() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  return useCallback(
    (field: string, value: unknown) => {
      if (typeof value !== 'string') return undefined;
      // `deliveryOrders.<DO>.receipt.reasons.<item>`: an item's name may end in anything.
      if (RECEIPT_REASON_KEY.test(field)) return t(`ui:receipt.reason.${value}`, { defaultValue: value });
      const name = LAST(field);
      if (name === 'mode' || name === 'status') return t(`${name}.${value}`, { defaultValue: value });
      if (name === 'destinationType') return t(`destination.${value}`, { defaultValue: value });
      if (name === 'proofUploadedAt') return format.dateTime(value);
      return undefined;
    },
    [t, format],
  );
}
