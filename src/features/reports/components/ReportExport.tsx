import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons, type ExportButtonsProps, type FetchExportFile } from '../../../components/data/ExportButtons/ExportButtons';
import { useApi } from '../../../lib/api/ApiContext';
import { fetchExport } from '../api/outgoing-report';

/**
 * "Unduh Excel" and "Unduh CSV" of the outgoing-items report (download-reports-outgoing-items):
 * the server builds the file of the report's period and filters (decision 202), on the shared
 * export buttons.
 */
export function ReportExport({ query, save }: { query: string; save?: ExportButtonsProps['save'] }) {
  const { t } = useTranslation('reports');
  const { longApi } = useApi();
  const fetchReport = useCallback<FetchExportFile>((format, { lang, ...options }) => fetchExport(longApi, query, format, lang, options), [longApi, query]);
  return <ExportButtons fetchFile={fetchReport} save={save} forbiddenText={t('outgoing.export.forbidden')} />;
}
