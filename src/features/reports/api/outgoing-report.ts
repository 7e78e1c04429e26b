import useSWR from 'swr';
import type { CsvSeparator, ExportFormat, ExportLanguage, OutgoingReport } from '../../../../contract/reports';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { fetchFile, type ExportFile, type ExportProgress } from '../../../lib/api/download';

export const OUTGOING_REPORT_PATH = '/api/reports/outgoing-items';

/** `GET /api/reports/outgoing-items?startDate&endDate&groupBy&customerId&itemId&mode&sort`; null waits. */
export function useOutgoingReport(query: string | null) {
  const { api } = useApi();
  return useSWR(query === null ? null : [OUTGOING_REPORT_PATH, query], async ([path, q]) => (await api.get<{ data: OutgoingReport }>(`${path}?${q}`)).data, {
    keepPreviousData: true,
  });
}

/**
 * `GET /api/reports/outgoing-items/export`: the file the server builds (decision 202), on the
 * shared download client (lib/api/download.ts); `signal` cancels it and the server stops.
 */
export function fetchExport(
  client: ApiClient,
  query: string,
  format: ExportFormat,
  lang: ExportLanguage,
  { signal, onProgress, separator }: { signal: AbortSignal; onProgress(progress: ExportProgress): void; separator?: CsvSeparator },
): Promise<ExportFile> {
  const csvSeparator = format === 'csv' && separator ? `&separator=${separator}` : '';
  return fetchFile(client, `${OUTGOING_REPORT_PATH}/export?${query}&format=${format}&lang=${lang}${csvSeparator}`, { signal, onProgress, fallbackName: `report.${format}` });
}
