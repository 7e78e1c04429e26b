import { useTranslation } from 'react-i18next';
import { ItemPicker } from '../../../components/pickers/ItemPicker/ItemPicker';
import { ResourceLog, useLogListState } from '../../../components/resource/ResourceLog/ResourceLog';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useKilogramValues } from '../../../lib/resource/kilograms';
import { paths, routes } from '../../../lib/routes/routes';
import { useItemLogs } from '../api/items-api';
import { NS } from '../components/item-screens';
import { ITEMS } from '../../../../contract/areas';

/** /items/logs (read-items-logs): every change to items, as a readable diff. */
export default function ItemsLogScreen() {
  const { t } = useTranslation(NS);
  const can = useCan();
  const canOpen = useCanOpen();
  const { list, query } = useLogListState();
  const logs = useItemLogs(query);
  const kg = useKilogramValues('weightKg');
  return (
    <ResourceLog
      ns={NS}
      list={list}
      answer={logs}
      caption={t('logs.caption')}
      recordLabel={t('logs.record')}
      canPickRecord={can(ITEMS.permission.list)}
      recordPicker={(props) => <ItemPicker {...props} />}
      detailPath={canOpen(routes.items.detail) ? paths.items.detail : undefined}
      formatValue={kg}
    />
  );
}
