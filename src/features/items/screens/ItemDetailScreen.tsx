import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceDetail } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatRecordId } from '../../../lib/record-id';
import { useKilogramValues } from '../../../lib/resource/kilograms';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { itemsApi, useItem } from '../api/items-api';
import { NS } from '../components/item-screens';
import { ITEMS } from '../../../../contract/areas';

/** /items/:itemId/detail (read-item): the item's fields and, with read-items-logs, its change log. */
export default function ItemDetailScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const id = parseId(useParams().itemId);
  const item = useItem(id);
  const kg = useKilogramValues('weightKg');
  return (
    <RecordGate id={id} answer={item} listPath={paths.items.data()} ns={NS}>
      {(record) => (
        <ResourceDetail
          title={record.name}
          items={[
            { id: 'id', label: t('fields.id'), value: formatRecordId('item', record.id) },
            { id: 'name', label: t('fields.name'), value: record.name },
            { id: 'code', label: t('fields.code'), value: record.code },
            { id: 'unit', label: t('fields.unit'), value: record.unit },
            { id: 'weightKg', label: t('fields.weightKg'), value: kg('weightKg', record.weightKg) },
            { id: 'notes', label: t('fields.notes'), value: record.notes, wide: true },
            { id: 'createdAt', label: t('fields.createdAt'), value: format.dateTime(record.createdAt) },
            { id: 'updatedAt', label: t('fields.updatedAt'), value: format.dateTime(record.updatedAt) },
          ]}
          editPath={canOpen(routes.items.edit) ? paths.items.edit(record.id) : undefined}
          log={can(ITEMS.permission.logs) ? { path: itemsApi.path, ns: NS, recordId: record.id, formatValue: kg } : undefined}
        />
      )}
    </RecordGate>
  );
}
