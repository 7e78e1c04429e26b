import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FLEET_SORT_FIELDS, FLEET_STATUSES } from '../../../../contract/fleets-values';
import { Badge } from '../../../components/ui/Badge/Badge';
import { useKilogramValues } from '../../../lib/resource/kilograms';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/** What the fleets screens share: the namespace, the list's URL state and how a fleet's values read. */
export const NS = 'fleets';

/** The list's URL state (useListState), shared with its first request (decision 143). */
export const LIST_CONFIG = {
  sortFields: FLEET_SORT_FIELDS,
  defaultSort: { field: 'plate', direction: 'asc' },
  filters: { status: { kind: 'enum', values: FLEET_STATUSES } },
} as const satisfies ListStateConfig;

export function FleetStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation(NS);
  return <Badge tone={active ? 'success' : 'neutral'}>{t(active ? 'status.active' : 'status.inactive')}</Badge>;
}

/** A fleet's values for reading: capacity in kg, the log's `status` (active/inactive) translated. */
export function useFleetValues() {
  const { t } = useTranslation(NS);
  const kg = useKilogramValues('capacityKg');
  return useCallback(
    (field: string, value: unknown) => {
      if ((field === 'status' && (value === 'active' || value === 'inactive')) || field === 'active') {
        return t(value === 'active' || value === true ? 'status.active' : 'status.inactive');
      }
      return kg(field, value);
    },
    [t, kg],
  );
}
