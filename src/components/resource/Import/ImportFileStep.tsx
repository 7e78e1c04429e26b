import { useCallback, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX } from '../../../../contract/imports-values';
import type { ImportFileInfo } from '../../../../contract/imports';
import { useApi } from '../../../lib/api/ApiContext';
import type { ExportFile } from '../../../lib/api/download';
import { useFormatter } from '../../../lib/format';
import { downloadTemplate } from '../../../lib/resource/imports-api';
import { ExportButtons, type FetchExportFile } from '../../data/ExportButtons/ExportButtons';
import { FileChooser } from '../../form/FileChooser/FileChooser';
import { Spinner } from '../../ui/Spinner/Spinner';
import { theme as tokens } from '../../../theme/tokens';

export interface ImportFileStepProps {
  api: string;
  /** The template's columns: each field with its heading in the page's language. */
  headers: readonly { field: string; header: string }[];
  file: File | null;
  info: ImportFileInfo | null;
  reading: boolean;
  /** The reason the file was refused, translated. */
  error: string | null;
  disabled: boolean;
  onChoose(file: File): void;
  /** Where the template goes; the browser's download by default (stories show it instead). */
  save?: ((file: ExportFile) => void) | undefined;
}

/** Step 1: the file, chosen or dropped, with the limits stated and the area's template to start from. */
export function ImportFileStep({ api, headers, file, info, reading, error, disabled, onChoose, save }: ImportFileStepProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const { longApi } = useApi();
  const limitsId = useId();
  const [over, setOver] = useState(false);
  const fetchTemplate = useCallback<FetchExportFile>(
    (fileFormat, { separator, signal }) => downloadTemplate(longApi, api, { format: fileFormat, ...(fileFormat === 'csv' ? { separator } : {}), headers }, signal),
    [longApi, api, headers],
  );
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
  };
  return (
    <Root>
      <h2>{t('import.file.title')}</h2>
      <p className="intro">{t('import.intro')}</p>
      <div
        className="drop"
        data-over={(over && !disabled) || undefined}
        onDragOver={(event) => {
          // Cancelled even when disabled, so a file let go here is not opened in place of the page;
          // the refused drop effect shows it will not be taken, and the box is not marked.
          event.preventDefault();
          if (disabled) {
            event.dataTransfer.dropEffect = 'none';
            return;
          }
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <span>{t('import.file.drop')}</span>
        <FileChooser
          label={file ? t('import.file.change') : t('import.file.choose')}
          accept=".xlsx,.csv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          describedBy={limitsId}
          disabled={disabled}
          onChoose={onChoose}
        />
        <span id={limitsId} className="limits">
          {t('import.file.limits', { size: format.number(IMPORT_FILE_MAX_BYTES / 1024 / 1024), rows: format.number(IMPORT_ROWS_MAX) })}
        </span>
      </div>
      <div role="status" className="status">
        {reading && file && (
          <span className="reading">
            <Spinner size="sm" /> {t('import.file.reading', { name: file.name })}
          </span>
        )}
        {!reading && info && (
          <strong>{t('import.file.read', { count: info.rows, number: format.number(info.rows), name: info.fileName, columns: format.number(info.headers.length) })}</strong>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <details className="template">
        <summary>{t('import.file.template')}</summary>
        <p>{t('import.file.templateText')}</p>
        <ExportButtons fetchFile={fetchTemplate} save={save} />
      </details>
    </Root>
  );
}

const Root = styled.section`
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  .intro {
    margin: 0 0 ${tokens.space.md};
    color: ${tokens.color.textMuted};
  }
  .drop {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.xl};
    border: 2px dashed ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceMuted};
  }
  .drop[data-over] {
    border-color: ${tokens.color.primary};
  }
  .limits {
    flex-basis: 100%;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .status {
    margin-top: ${tokens.space.sm};
    min-height: 1.5em;
    overflow-wrap: anywhere;
  }
  .reading {
    display: inline-flex;
    gap: ${tokens.space.sm};
    align-items: center;
  }
  .error {
    margin: ${tokens.space.sm} 0 0;
    color: ${tokens.color.danger};
  }
  .template {
    margin-top: ${tokens.space.md};
  }
  .template summary {
    cursor: pointer;
    font-weight: ${tokens.font.weight.medium};
  }
`;
