import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FLEETS } from '../../../../contract/areas';
import { Badge } from '../../../components/ui/Badge/Badge';
import { useKilogramValues } from '../../../lib/resource/kilograms';

/** A fleet's status as the list and its page show it. */
export function FleetStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation(FLEETS.key);
  return <Badge tone={active ? 'success' : 'neutral'}>{t(active ? 'status.active' : 'status.inactive')}</Badge>;
}

/** A fleet's values for reading: capacity in kg, the log's `status` (active/inactive) translated. */
export function useFleetValues() {
  const { t } = useTranslation(FLEETS.key);
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
