import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CsvSeparator, ExportFormat, ExportLanguage } from '../../../../contract/reports-values';
import { Select } from '../../form/Select/Select';
import { ProgressBar } from '../../ui/ProgressBar/ProgressBar';
import { Button } from '../../ui/Button/Button';
import { saveFile, type ExportFile, type ExportProgress } from '../../../lib/api/download';
import { isApiError } from '../../../lib/api/errors';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; progress: ExportProgress | null }
  | { kind: 'done'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/**
 * Excel splits a CSV on the list separator of the reader's regional settings: `;` where the
 * decimal mark is a comma (id-ID), `,` elsewhere (en-US). The language's decimal mark is the best
 * guess the page has; the reader can change it (decision 313).
 */
export const csvSeparatorFor = (language: string | undefined): CsvSeparator =>
  new Intl.NumberFormat(language || 'id').format(1.5).includes(',') ? 'semicolon' : 'comma';

/** What the buttons ask for: the file in a format (and a CSV's separator), in the page's language. */
export type FetchExportFile = (
  format: ExportFormat,
  options: { lang: ExportLanguage; separator: CsvSeparator; signal: AbortSignal; onProgress(progress: ExportProgress): void },
) => Promise<ExportFile>;

export interface ExportButtonsProps {
  fetchFile: FetchExportFile;
  /** Where the file goes; the browser's download by default (stories show it instead). */
  save?: (file: ExportFile) => void;
  /** The words of a refusal (403), where the screen has its own. */
  forbiddenText?: string;
}

/**
 * "Unduh Excel" and "Unduh CSV": a file the server builds, fetched on the long-operation client
 * (lib/api/download.ts) with the rows and bytes received so far and a cancel button; saved
 * under the name of its Content-Disposition. The CSV's separator is chosen beside its button.
 * The report and every list's export use it.
 */
export function ExportButtons({ fetchFile, save = saveFile, forbiddenText }: ExportButtonsProps) {
  const { t, i18n } = useTranslation('ui');
  const format = useFormatter();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [separator, setSeparator] = useState<CsvSeparator | null>(null);
  const csvSeparator = separator ?? csvSeparatorFor(i18n.language);
  const separatorId = useId();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (fileFormat: ExportFormat) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus({ kind: 'running', format: fileFormat, progress: null });
    try {
      const file = await fetchFile(fileFormat, {
        lang: i18n.language?.startsWith('en') ? 'en' : 'id',
        signal: current.signal,
        separator: csvSeparator,
        onProgress: (progress) => {
          if (!current.signal.aborted) setStatus({ kind: 'running', format: fileFormat, progress });
        },
      });
      if (current.signal.aborted) return;
      save(file);
      setStatus({ kind: 'done', fileName: file.fileName });
    } catch (error) {
      if (current.signal.aborted) return;
      const message = isApiError(error)
        ? error.code === 'TIMEOUT'
          ? t('export.timeout')
          : error.status === 403
            ? (forbiddenText ?? t('export.forbidden'))
            : error.status === 400
              ? t('export.invalid')
              : t('export.failed')
        : t('export.failed');
      setStatus({ kind: 'failed', message });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setStatus({ kind: 'cancelled' });
  };

  const running = status.kind === 'running';
  const size = (bytes: number) => `${format.number(bytes / 1024, { maximumFractionDigits: 1 })} KB`;
  // The plural form follows the count; the words show it grouped as the page's language writes
  // numbers ("1.234 baris", "1,234 rows").
  const rows = (count: number) => t('export.rows', { count, number: format.number(count) });
  return (
    <Root>
      <div className="buttons">
        <Button variant="secondary" onClick={() => void run('xlsx')} disabled={running} busy={running && status.format === 'xlsx'}>
          {t('export.xlsx')}
        </Button>
        <span className="csv">
          <label htmlFor={separatorId}>{t('export.separator')}</label>
          <Select
            id={separatorId}
            value={csvSeparator}
            disabled={running}
            onChange={(event) => setSeparator(event.target.value as CsvSeparator)}
            options={[
              { value: 'semicolon', label: t('export.separators.semicolon') },
              { value: 'comma', label: t('export.separators.comma') },
            ]}
          />
          <Button variant="secondary" onClick={() => void run('csv')} disabled={running} busy={running && status.format === 'csv'}>
            {t('export.csv')}
          </Button>
        </span>
      </div>
      <div role="status" className="status">
        {running && (
          <div className="running">
            <span>{t('export.preparing', { format: status.format.toUpperCase() })}</span>
            {status.progress?.rows ? <span>{rows(status.progress.rows)}</span> : null}
            {status.progress?.total ? (
              <ProgressBar label={t('export.progress')} value={(status.progress.loaded / status.progress.total) * 100} tone="info" />
            ) : status.progress && status.progress.loaded > 0 ? (
              <span>{t('export.received', { size: size(status.progress.loaded) })}</span>
            ) : null}
            <Button variant="ghost" size="sm" onClick={cancel}>
              {t('export.cancel')}
            </Button>
          </div>
        )}
        {status.kind === 'done' && <span>{t('export.done', { name: status.fileName })}</span>}
        {status.kind === 'cancelled' && <span>{t('export.cancelled')}</span>}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="error">
          {status.message}
        </p>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  justify-items: end;
  /* A long separator name shrinks with the screen instead of running past a phone's edge. */
  .buttons,
  .csv {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
    min-width: 0;
    max-width: 100%;
  }
  .csv label {
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.textMuted};
  }
  .csv select {
    width: auto;
    max-width: 100%;
  }
  .status:empty {
    display: none;
  }
  .status,
  .error {
    margin: 0;
    font-size: ${tokens.font.size.sm};
  }
  .running {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
    min-width: 240px;
  }
  .running > div {
    min-width: 160px;
  }
  .error {
    color: ${tokens.color.danger};
  }
  @media print {
    display: none;
  }
`;
