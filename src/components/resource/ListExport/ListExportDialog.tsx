import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListExportBody } from '../../../../contract/list-export';
import { useApi } from '../../../lib/api/ApiContext';
import { fetchFile } from '../../../lib/api/download';
import { useFormatter } from '../../../lib/format';
import { ExportButtons, type FetchExportFile } from '../../data/ExportButtons/ExportButtons';
import { Dialog } from '../../ui/Dialog/Dialog';
import { exportColumns, type ListExportProps } from './ListExport';

/**
 * The export's dialog: what the file holds (every row the search and filters find, in the
 * list's order, not the page on screen) and the shared export buttons; the server writes the
 * file (docs/decisions/331-list-export.md). Loaded when "Ekspor" is first pressed.
 */
export default function ListExportDialog<Row>({ path, title, columns, exportable, apiQuery, filters, total, save, ids, onClose }: ListExportProps<Row> & { onClose(): void }) {
  const { t } = useTranslation('ui');
  const { longApi } = useApi();
  const format = useFormatter();
  const body = useMemo(() => {
    const query = Object.fromEntries([...new URLSearchParams(apiQuery)].filter(([name]) => name !== 'page' && name !== 'size'));
    return { query, ...(ids ? { ids } : {}), title, filters: filters.filter((filter) => filter.param in query), columns: exportColumns(columns, exportable) };
  }, [apiQuery, ids, title, filters, columns, exportable]);
  const fetchList = useCallback<FetchExportFile>(
    (format, { lang, separator, signal, onProgress }) =>
      fetchFile(longApi, path, {
        body: { ...body, format, lang, ...(format === 'csv' ? { separator } : {}) } satisfies ListExportBody,
        signal,
        onProgress,
        fallbackName: `export.${format}`,
      }),
    [longApi, path, body],
  );
  return (
    <Dialog open onClose={onClose} title={t('export.title')} description={title}>
      {ids ? <p>{t('export.chosen', { count: ids.length, total: format.number(ids.length) })}</p> : total !== undefined && <p>{t('export.scope', { count: total, total: format.number(total) })}</p>}
      <ExportButtons fetchFile={fetchList} save={save} />
    </Dialog>
  );
}
