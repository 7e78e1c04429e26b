import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CsvSeparator, ExportFormat } from '../../../../contract/reports';
import { Select } from '../../../components/form/Select/Select';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar';
import { Button } from '../../../components/ui/Button/Button';
import { useApi } from '../../../lib/api/ApiContext';
import { isApiError } from '../../../lib/api/errors';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';
import { fetchExport, saveFile, type ExportProgress } from '../api/outgoing-report';

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

/**
 * "Unduh Excel" and "Unduh CSV" (download-reports-outgoing-items): the server builds the file
 * (decision 202), fetched on the long-operation client with the bytes received so far and a
 * cancel button; the file is saved under the name of its Content-Disposition. The CSV's separator
 * is chosen beside its button.
 */
export function ExportButtons({ query, save = saveFile }: { query: string; save?: typeof saveFile }) {
  const { t, i18n } = useTranslation('reports');
  const { longApi } = useApi();
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
      const file = await fetchExport(longApi, query, fileFormat, i18n.language?.startsWith('en') ? 'en' : 'id', {
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
          ? t('outgoing.export.timeout')
          : error.status === 403
            ? t('outgoing.export.forbidden')
            : t('outgoing.export.failed')
        : t('outgoing.export.failed');
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
  return (
    <Root>
      <div className="buttons">
        <Button variant="secondary" onClick={() => void run('xlsx')} disabled={running} busy={running && status.format === 'xlsx'}>
          {t('outgoing.export.xlsx')}
        </Button>
        <span className="csv">
          <label htmlFor={separatorId}>{t('outgoing.export.separator')}</label>
          <Select
            id={separatorId}
            value={csvSeparator}
            disabled={running}
            onChange={(event) => setSeparator(event.target.value as CsvSeparator)}
            options={[
              { value: 'semicolon', label: t('outgoing.export.separators.semicolon') },
              { value: 'comma', label: t('outgoing.export.separators.comma') },
            ]}
          />
          <Button variant="secondary" onClick={() => void run('csv')} disabled={running} busy={running && status.format === 'csv'}>
            {t('outgoing.export.csv')}
          </Button>
        </span>
      </div>
      <div role="status" className="status">
        {running && (
          <div className="running">
            <span>{t('outgoing.export.preparing', { format: status.format.toUpperCase() })}</span>
            {status.progress?.total ? (
              <ProgressBar label={t('outgoing.export.progress')} value={(status.progress.loaded / status.progress.total) * 100} tone="info" />
            ) : status.progress && status.progress.loaded > 0 ? (
              <span>{t('outgoing.export.received', { size: size(status.progress.loaded) })}</span>
            ) : null}
            <Button variant="ghost" size="sm" onClick={cancel}>
              {t('outgoing.export.cancel')}
            </Button>
          </div>
        )}
        {status.kind === 'done' && <span>{t('outgoing.export.done', { name: status.fileName })}</span>}
        {status.kind === 'cancelled' && <span>{t('outgoing.export.cancelled')}</span>}
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
  .buttons,
  .csv {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
  }
  .csv label {
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.textMuted};
  }
  .csv select {
    width: auto;
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
