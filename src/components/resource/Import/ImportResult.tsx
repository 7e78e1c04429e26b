import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { scrollingTable } from './import-styles';
import type { ImportCheck } from '../../../../contract/imports';
import { IMPORT_OUTCOMES, type ImportCounts as Counts, type ImportOutcome } from '../../../../contract/imports-values';
import { useFormatter } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { problemText } from './import-words';
import { theme as tokens } from '../../../theme/tokens';

const TONES: Record<ImportOutcome, BadgeTone> = { add: 'success', update: 'info', unchanged: 'neutral', skip: 'neutral', fail: 'danger' };

/** "2 ditambah, 1 gagal": the outcomes, those with rows (all of them with `all`). */
export function ImportCounts({ counts, all = false, label }: { counts: Counts; all?: boolean; label?: string }) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const shown = IMPORT_OUTCOMES.filter((outcome) => all || counts[outcome] > 0);
  return (
    <CountList aria-label={label}>
      {shown.map((outcome) => (
        <li key={outcome}>
          <Badge tone={counts[outcome] > 0 ? TONES[outcome] : 'neutral'}>{t(`import.counts.${outcome}`, { count: counts[outcome], number: format.number(counts[outcome]) })}</Badge>
        </li>
      ))}
    </CountList>
  );
}

/**
 * "Baris yang valid menjadi 12 DO baru; 1 DO gagal.": of an area whose records have lines, what
 * the rows make, in the area's words.
 */
export function GroupCounts({ ns, groups }: { ns: string; groups: ImportCheck['groups'] }) {
  const { t } = useTranslation([ns, 'ui']);
  const format = useFormatter();
  if (!groups) return null;
  return (
    <p className="groups">
      {t(`${ns}:import.groups`, { count: groups.add, number: format.number(groups.add) })}
      {groups.fail > 0 && <> {t(`${ns}:import.groupsFailed`, { count: groups.fail, number: format.number(groups.fail) })}</>}
    </p>
  );
}

export interface ImportResultProps {
  ns: string;
  check: ImportCheck;
  /** The file's headings, to name a problem's column. */
  headers: readonly string[];
  atomic: boolean;
  onAtomicChange(atomic: boolean): void;
  busy: boolean;
  disabled: boolean;
  onConfirm(): void;
}

/**
 * Step 3: what the check found — the counts, every failing row with each reason by its column —
 * and whether an import with failing rows writes nothing or the valid rows; "Impor" confirms
 * these counts.
 */
export function ImportResult({ ns, check, headers, atomic, onAtomicChange, busy, disabled, onConfirm }: ImportResultProps) {
  const { t } = useTranslation([ns, 'ui']);
  const format = useFormatter();
  const { counts, failed } = check;
  const writes = counts.add + counts.update;
  const blocked = writes === 0 || (atomic && counts.fail > 0);
  return (
    <Root>
      <h2>{t('ui:import.result.title')}</h2>
      <ImportCounts counts={counts} all label={t('ui:import.result.counts')} />
      <GroupCounts ns={ns} groups={check.groups} />
      {counts.fail === 0 ? (
        <p className="valid">{t('ui:import.result.allValid')}</p>
      ) : (
        <>
          <h3>{t('ui:import.result.failed')}</h3>
          {failed.length < counts.fail && (
            <p className="hint">{t('ui:import.result.listed', { count: counts.fail, number: format.number(counts.fail), shown: format.number(failed.length) })}</p>
          )}
          <div className="scroll" role="region" aria-label={t('ui:import.result.failed')} tabIndex={0}>
            <table aria-label={t('ui:import.result.failed')}>
              <thead>
                <tr>
                  <th scope="col">{t('ui:import.result.line')}</th>
                  <th scope="col">{t('ui:import.result.key')}</th>
                  <th scope="col">{t('ui:import.result.problems')}</th>
                </tr>
              </thead>
              <tbody>
                {failed.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">{format.number(row.line)}</th>
                    <td className="key">{row.key ?? '—'}</td>
                    <td>
                      <ul>
                        {row.problems.map((problem, index) => (
                          <li key={index}>
                            <span className="column">{problem.column === null ? t('ui:import.result.row') : (headers[problem.column] ?? '')}</span>: {problemText(t, ns, problem)}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <fieldset disabled={disabled}>
            <legend>{t('ui:import.result.atomic')}</legend>
            <label>
              <input type="radio" name="import-atomic" checked={atomic} onChange={() => onAtomicChange(true)} />
              {t('ui:import.result.atomicAll')}
            </label>
            <label>
              <input type="radio" name="import-atomic" checked={!atomic} onChange={() => onAtomicChange(false)} />
              {t('ui:import.result.atomicValid')}
            </label>
          </fieldset>
        </>
      )}
      {writes === 0 && <p className="hint">{t('ui:import.result.nothing')}</p>}
      <Button onClick={onConfirm} busy={busy} disabled={disabled || blocked}>
        {t('ui:import.result.confirm')}
      </Button>
    </Root>
  );
}

const CountList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Root = styled.section`
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  h3 {
    margin: ${tokens.space.lg} 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.md};
  }
  .hint,
  .valid {
    margin: ${tokens.space.md} 0;
    color: ${tokens.color.textMuted};
  }
  ${scrollingTable}
  th,
  td {
    vertical-align: top;
  }
  .key {
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-inline-start: ${tokens.space.lg};
  }
  .column {
    font-weight: ${tokens.font.weight.medium};
  }
  fieldset {
    display: grid;
    gap: ${tokens.space.sm};
    margin: ${tokens.space.lg} 0;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  legend {
    font-weight: ${tokens.font.weight.medium};
  }
  label {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: center;
    cursor: pointer;
  }
  button {
    margin-top: ${tokens.space.md};
  }
`;
