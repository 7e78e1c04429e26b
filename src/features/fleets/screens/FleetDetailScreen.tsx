import { useTranslation } from 'react-i18next';
import { FLEETS } from '../../../../contract/areas';
import type { Fleet } from '../../../../contract/fleets';
import { AreaDetail } from '../../../components/resource/AreaDetail/AreaDetail';
import { useFleetValues } from '../components/fleet-screens';

/** /fleets/:fleetId/detail (read-fleet): the fleet's fields and, with read-fleets-logs, its change log. */
export default function FleetDetailScreen() {
  const { t } = useTranslation(FLEETS.key);
  const values = useFleetValues();
  return (
    <AreaDetail<Fleet>
      area={FLEETS}
      items={(fleet) => [
        { id: 'plate', label: t('fields.plate'), value: fleet.plate },
        { id: 'model', label: t('fields.model'), value: fleet.model },
        { id: 'capacityKg', label: t('fields.capacityKg'), value: values('capacityKg', fleet.capacityKg) },
      ]}
      formatValue={values}
    />
  );
}
