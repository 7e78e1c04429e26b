import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import type { ImportCheck, ImportFileInfo } from '../../../../contract/imports';
import { IMPORT_FILE_MAX_BYTES, importModesOf, matchColumns, type DecimalMark, type ImportMode } from '../../../../contract/imports-values';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import { saveFile, type ExportFile } from '../../../lib/api/download';
import { ApiError, isApiError } from '../../../lib/api/errors';
import { useFormatter } from '../../../lib/format';
import { revalidateArea } from '../../../lib/resource/api';
import { checkImport, downloadFailedRows, readImportFile, runImport, type ImportDone, type ImportProgress } from '../../../lib/resource/imports-api';
import type { PlainArea } from '../../../lib/resource/plain-area';
import { pagesOf } from '../../../lib/routes/routes';
import { Panel } from '../../layout/ScreenParts/ScreenParts';
import { Button } from '../../ui/Button/Button';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink';
import { ProgressBar } from '../../ui/ProgressBar/ProgressBar';
import { failedRowMessages, fieldHeader, importErrorText, mappingProblem, useFieldNames } from './import-words';
import { ImportFileStep } from './ImportFileStep';
import { ImportMapping } from './ImportMapping';
import { GroupCounts, ImportCounts, ImportResult } from './ImportResult';
import { RecentImports } from './RecentImports';
import { theme as tokens } from '../../../theme/tokens';

export interface AreaImportProps {
  area: PlainArea;
  /** Where downloaded files go; the browser's download by default (stories show them instead). */
  save?: (file: ExportFile) => void;
}

type Running = { kind: 'check' | 'import'; progress: ImportProgress | null };

/**
 * `/{area}/import` (docs/decisions/335-import.md): a spreadsheet into an area in steps on one
 * page — the file (read on the server), the columns matched to the area's fields and the mode,
 * the check (nothing written), the import of the counts the user saw, its progress and outcome —
 * with the area's recent imports below. A failure keeps the file and every choice.
 */
export function AreaImport({ area, save = saveFile }: AreaImportProps) {
  const ns = area.key;
  const { t } = useTranslation([ns, 'ui']);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const { longApi } = useApi();
  const { mutate } = useSWRConfig();
  const declared = area.import;
  const fieldKeys = useMemo(() => Object.keys(declared?.fields ?? {}), [declared]);
  const fields = useMemo(() => fieldKeys.map((field) => ({ field, header: fieldHeader(t, ns, field) })), [fieldKeys, t, ns]);
  const names = useFieldNames(ns, fieldKeys);
  const canCreate = can(area.permission.create);
  const canUpdate = can(area.permission.update);
  const offered = useMemo(() => (declared ? importModesOf(declared) : []), [declared]);
  const modes = useMemo(() => offered.filter((mode) => (mode === 'update' ? canUpdate : canCreate)), [offered, canCreate, canUpdate]);

  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<ImportFileInfo | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<(string | null)[] | null>(null);
  const [mode, setMode] = useState<ImportMode>(modes[0] ?? offered[0] ?? 'add');
  const [decimalMark, setDecimalMark] = useState<DecimalMark>(',');
  const [atomic, setAtomic] = useState(true);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportDone | null>(null);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  // The columns matched by their headings once the file and both languages' field names are in.
  useEffect(() => {
    if (info && names && mapping === null) setMapping(matchColumns(info.headers, names));
  }, [info, names, mapping]);

  if (!declared || (!canCreate && !canUpdate)) return <Navigate to="/404" replace />;

  const start = () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current;
  };

  const choose = async (chosen: File) => {
    const current = start();
    setFile(chosen);
    setInfo(null);
    setMapping(null);
    setCheck(null);
    setDone(null);
    setError(null);
    setFileError(null);
    if (chosen.size > IMPORT_FILE_MAX_BYTES) {
      setFileError(importErrorText(t, new ApiError(413, 'IMPORT_FILE_UNREADABLE', 'Too large', { file: 'FILE_TOO_LARGE' }), format));
      return;
    }
    setReading(true);
    try {
      const read = await readImportFile(longApi, area.api, chosen, current.signal);
      if (!current.signal.aborted) setInfo(read);
    } catch (failure) {
      if (!current.signal.aborted) setFileError(importErrorText(t, failure, format));
    } finally {
      if (!current.signal.aborted) setReading(false);
    }
  };

  // Any change of choice makes the check stale: the import confirms what was checked.
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setCheck(null);
    setError(null);
  };

  const options = () => ({ mapping: mapping ?? [], mode, decimalMark });
  const onProgress = (kind: Running['kind'], signal: AbortSignal) => (progress: ImportProgress) => {
    if (!signal.aborted) setRunning({ kind, progress });
  };

  const runCheck = async () => {
    if (!file) return;
    const current = start();
    setRunning({ kind: 'check', progress: null });
    setError(null);
    try {
      const found = await checkImport(longApi, area.api, file, options(), { signal: current.signal, onProgress: onProgress('check', current.signal) });
      if (!current.signal.aborted) {
        setCheck(found);
        setAtomic(true);
      }
    } catch (failure) {
      if (!current.signal.aborted) setError(importErrorText(t, failure, format));
    } finally {
      if (!current.signal.aborted) setRunning(null);
    }
  };

  const runWrite = async () => {
    if (!file || !check) return;
    const current = start();
    setRunning({ kind: 'import', progress: null });
    setError(null);
    try {
      const result = await runImport(longApi, area.api, file, { ...options(), atomic, expect: check.counts }, { signal: current.signal, onProgress: onProgress('import', current.signal) });
      if (current.signal.aborted) return;
      setDone(result);
      void revalidateArea(mutate, area.api);
    } catch (failure) {
      if (current.signal.aborted) return;
      // The data changed since the check: the check as it is now, to confirm again.
      if (isApiError(failure) && failure.code === 'IMPORT_CHANGED' && failure.details.current) setCheck(failure.details.current as ImportCheck);
      setError(importErrorText(t, failure, format));
    } finally {
      if (!current.signal.aborted) setRunning(null);
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setRunning(null);
    setError(t('ui:import.progress.cancelled'));
  };

  const downloadFailed = async () => {
    if (!done?.import) return;
    const current = start();
    try {
      const saved = await downloadFailedRows(
        longApi,
        done.import.id,
        { header: t('ui:import.done.reasons'), messages: failedRowMessages(t, ns, done.failed, fieldKeys), ...(done.import.format === 'csv' && info?.delimiter === ',' ? { separator: 'comma' as const } : {}) },
        current.signal,
      );
      save(saved);
      setDownloaded(saved.fileName);
    } catch (failure) {
      if (!current.signal.aborted) setError(importErrorText(t, failure, format));
    }
  };

  const again = () => {
    setFile(null);
    setInfo(null);
    setMapping(null);
    setCheck(null);
    setDone(null);
    setError(null);
    setDownloaded(null);
  };

  const problem = mappingProblem(t, ns, declared.key, mapping ?? []);
  const { paths } = pagesOf(area.key);
  const listOpen = canOpen(pagesOf(area.key).routes.data);
  const progress = running?.progress;

  return (
    <Root>
      {done ? (
        <Panel aria-labelledby="import-done">
          <h2 id="import-done">{t('ui:import.done.title')}</h2>
          <p className="file">{done.import.fileName}</p>
          <ImportCounts counts={done.counts} all label={t('ui:import.result.counts')} />
          <GroupCounts ns={ns} groups={done.groups} />
          <div className="actions">
            {listOpen && <ButtonLink to={paths.data()}>{t('ui:import.done.list')}</ButtonLink>}
            {done.counts.fail > 0 && (
              <Button variant="secondary" onClick={() => void downloadFailed()}>
                {t('ui:import.done.failedRows')}
              </Button>
            )}
            <Button variant="ghost" onClick={again}>
              {t('ui:import.done.again')}
            </Button>
          </div>
          <div role="status">{downloaded && t('ui:import.done.failedRowsDone', { name: downloaded })}</div>
        </Panel>
      ) : (
        <>
          <Panel>
            <ImportFileStep
              api={area.api}
              headers={fields}
              file={file}
              info={info}
              reading={reading}
              error={fileError}
              disabled={running !== null}
              onChoose={(chosen) => void choose(chosen)}
              save={save}
            />
          </Panel>
          {info && mapping && (
            <Panel>
              <ImportMapping
                info={info}
                fields={fields}
                mapping={mapping}
                onMappingChange={changed(setMapping)}
                // An area offering one mode (DOs are only ever added) asks nothing.
                modes={offered.length > 1 ? modes : []}
                mode={mode}
                onModeChange={changed(setMode)}
                decimalMark={decimalMark}
                onDecimalMarkChange={changed(setDecimalMark)}
                problem={problem}
                busy={running?.kind === 'check'}
                disabled={running !== null}
                onCheck={() => void runCheck()}
              />
            </Panel>
          )}
          {check && info && (
            <Panel>
              <ImportResult
                ns={ns}
                check={check}
                headers={info.headers}
                atomic={atomic}
                onAtomicChange={setAtomic}
                busy={running?.kind === 'import'}
                disabled={running !== null}
                onConfirm={() => void runWrite()}
              />
            </Panel>
          )}
          <div role="status" className="progress">
            {running && (
              <div className="running">
                <span>
                  {progress
                    ? t(`ui:import.progress.${progress.phase}`, { done: format.number(progress.done), total: format.number(progress.total) })
                    : t('ui:import.progress.start')}
                </span>
                {progress && progress.total > 0 && <ProgressBar label={t('ui:import.progress.label')} value={(progress.done / progress.total) * 100} tone="info" />}
                <Button variant="ghost" size="sm" onClick={cancel}>
                  {t('ui:import.progress.cancel')}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {can(area.permission.list) && <RecentImports api={area.api} />}
    </Root>
  );
}

const Root = styled.div`
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    margin-top: ${tokens.space.lg};
  }
  .file {
    overflow-wrap: anywhere;
  }
  .progress {
    margin-bottom: ${tokens.space.md};
  }
  .running {
    display: grid;
    gap: ${tokens.space.sm};
    max-width: 480px;
    justify-items: start;
  }
  .running > div {
    width: 100%;
  }
  .error {
    margin: 0 0 ${tokens.space.lg};
    padding: ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.dangerBg};
    color: ${tokens.color.danger};
  }
`;
