import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRecord } from '../../../../contract/imports';
import { useFormatter } from '../../../lib/format';
import { tableStateOf } from '../../../lib/list-state/list-helpers';
import { useImports } from '../../../lib/resource/imports-api';
import { DataTable, type Column } from '../../data/DataTable/DataTable';
import { ImportCounts } from './ImportResult';

/** The area's recent imports under the import screen: who, when, which file, how, and what came of it. */
export function RecentImports({ api }: { api: string }) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const answer = useImports(api);
  const columns = useMemo<Column<ImportRecord>[]>(
    () => [
      { id: 'createdAt', header: t('import.recent.when'), cell: (entry) => <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>, width: '170px' },
      { id: 'user', header: t('import.recent.who'), cell: (entry) => entry.user?.name ?? t('import.recent.unknown') },
      { id: 'fileName', header: t('import.recent.file'), wrap: 'anywhere', cell: (entry) => entry.fileName, rowHeader: true },
      {
        id: 'mode',
        header: t('import.recent.mode'),
        cell: (entry) => `${t(`import.mapping.modes.${entry.mode}`)}${entry.atomic ? '' : ` · ${t('import.recent.partial')}`}`,
      },
      { id: 'counts', header: t('import.recent.counts'), cell: (entry) => <ImportCounts counts={entry.counts} /> },
    ],
    [t, format],
  );
  return (
    <section>
      <DataTable
        caption={t('import.recent.title')}
        showCaption
        columns={columns}
        rows={answer.data?.data}
        getRowId={(entry) => entry.id}
        state={tableStateOf(answer)}
        error={answer.error}
        onRetry={() => void answer.mutate()}
        emptyTitle={t('import.recent.empty')}
        skeletonRows={3}
      />
    </section>
  );
}
