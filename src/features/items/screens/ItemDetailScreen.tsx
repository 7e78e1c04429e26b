import { useTranslation } from 'react-i18next';
import { ITEMS } from '../../../../contract/areas';
import type { Item } from '../../../../contract/items';
import { AreaDetail } from '../../../components/resource/AreaDetail/AreaDetail';
import { useKilogramValues } from '../../../lib/resource/kilograms';

/** /items/:itemId/detail (read-item): the item's fields and, with read-items-logs, its change log. */
export default function ItemDetailScreen() {
  const { t } = useTranslation(ITEMS.key);
  const kg = useKilogramValues('weightKg');
  return (
    <AreaDetail<Item>
      area={ITEMS}
      items={(item) => [
        { id: 'name', label: t('fields.name'), value: item.name },
        { id: 'code', label: t('fields.code'), value: item.code },
        { id: 'unit', label: t('fields.unit'), value: item.unit },
        { id: 'weightKg', label: t('fields.weightKg'), value: kg('weightKg', item.weightKg) },
        { id: 'notes', label: t('fields.notes'), value: item.notes, wide: true },
      ]}
      deliveryOrderFilter={(item) => `itemId=${item.id}`}
      formatValue={kg}
    />
  );
}
