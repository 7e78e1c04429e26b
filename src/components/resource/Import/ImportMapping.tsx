import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { scrollingTable } from './import-styles';
import type { ImportFileInfo } from '../../../../contract/imports';
import type { DecimalMark, ImportCell, ImportMode } from '../../../../contract/imports-values';
import { useFormatter } from '../../../lib/format';
import { Select } from '../../form/Select/Select';
import { Button } from '../../ui/Button/Button';
import { theme as tokens } from '../../../theme/tokens';

export interface ImportMappingProps {
  info: ImportFileInfo;
  /** The area's fields with their headings, in the declaration's order. */
  fields: readonly { field: string; header: string }[];
  mapping: readonly (string | null)[];
  onMappingChange(mapping: (string | null)[]): void;
  /** The modes the user may choose (adding needs create, updating update); none when the area offers one. */
  modes: readonly ImportMode[];
  mode: ImportMode;
  onModeChange(mode: ImportMode): void;
  decimalMark: DecimalMark;
  onDecimalMarkChange(mark: DecimalMark): void;
  /** Why the mapping cannot be checked yet (the key unmapped, a field twice), translated. */
  problem: string | null;
  busy: boolean;
  disabled: boolean;
  onCheck(): void;
}

const cellText = (cell: ImportCell | undefined, format: { number(value: number): string }) =>
  cell === null || cell === undefined ? '' : typeof cell === 'number' ? format.number(cell) : String(cell);

/** Step 2: the field each column fills (proposed from the headings), the first rows, the mode and the decimal mark. */
export function ImportMapping({ info, fields, mapping, onMappingChange, modes, mode, onModeChange, decimalMark, onDecimalMarkChange, problem, busy, disabled, onCheck }: ImportMappingProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const problemId = useId();
  const headingOf = (index: number) => info.headers[index] || t('import.mapping.untitled', { number: index + 1 });
  const options = fields.map(({ field, header }) => ({ value: field, label: header }));
  return (
    <Root>
      <h2>{t('import.mapping.title')}</h2>
      <p className="hint">{t('import.mapping.text')}</p>
      <div className="scroll" role="region" aria-label={t('import.mapping.title')} tabIndex={0}>
        <table className="mapping" aria-label={t('import.mapping.title')}>
          <thead>
            <tr>
              <th scope="col">{t('import.mapping.column')}</th>
              <th scope="col">{t('import.mapping.field')}</th>
            </tr>
          </thead>
          <tbody>
            {info.headers.map((_, index) => (
              <tr key={index}>
                <th scope="row">
                  <span className="heading">{headingOf(index)}</span>
                  <span className="sample">{cellText(info.preview[0]?.cells[index], format)}</span>
                </th>
                <td>
                  <Select
                    aria-label={t('import.mapping.fieldFor', { header: headingOf(index) })}
                    aria-describedby={problem ? problemId : undefined}
                    value={mapping[index] ?? ''}
                    disabled={disabled}
                    placeholder={t('import.mapping.skip')}
                    options={options}
                    onChange={(event) => onMappingChange(mapping.map((field, at) => (at === index ? event.target.value || null : field)))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>{t('import.mapping.preview')}</h3>
      <div className="scroll" role="region" aria-label={t('import.mapping.preview')} tabIndex={0}>
        <table className="preview" aria-label={t('import.mapping.preview')}>
          <thead>
            <tr>
              <th scope="col">{t('import.mapping.line')}</th>
              {info.headers.map((_, index) => (
                <th scope="col" key={index}>
                  {headingOf(index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {info.preview.map((row) => (
              <tr key={row.line}>
                <th scope="row">{format.number(row.line)}</th>
                {info.headers.map((_, index) => (
                  <td key={index}>{cellText(row.cells[index], format)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="choices">
        {modes.length > 0 && (
          <fieldset disabled={disabled}>
            <legend>{t('import.mapping.mode')}</legend>
            {modes.map((value) => (
              <label key={value}>
                <input type="radio" name="import-mode" value={value} checked={mode === value} onChange={() => onModeChange(value)} />
                <span>
                  {t(`import.mapping.modes.${value}`)}
                  <small>{t(`import.mapping.modeHints.${value}`)}</small>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <fieldset disabled={disabled}>
          <legend>{t('import.mapping.decimalMark')}</legend>
          {(
            [
              [',', 'comma'],
              ['.', 'dot'],
            ] as const
          ).map(([value, name]) => (
            <label key={value}>
              <input type="radio" name="import-decimal" value={value} checked={decimalMark === value} onChange={() => onDecimalMarkChange(value)} />
              <span>{t(`import.mapping.decimalMarks.${name}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {problem && (
        <p id={problemId} className="problem" role="alert">
          {problem}
        </p>
      )}
      <Button onClick={onCheck} busy={busy} disabled={disabled || problem !== null}>
        {t('import.mapping.check')}
      </Button>
    </Root>
  );
}

const Root = styled.section`
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  h3 {
    margin: ${tokens.space.lg} 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.md};
  }
  .hint {
    margin: 0 0 ${tokens.space.md};
    color: ${tokens.color.textMuted};
  }
  ${scrollingTable}
  .scroll {
    max-width: 100%;
  }
  th,
  td {
    vertical-align: middle;
  }
  thead th {
    font-weight: ${tokens.font.weight.medium};
  }
  .mapping th[scope='row'] {
    width: 50%;
    font-weight: ${tokens.font.weight.regular};
    overflow-wrap: anywhere;
  }
  .heading {
    display: block;
    font-weight: ${tokens.font.weight.medium};
  }
  .sample {
    display: block;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .preview td,
  .preview th {
    max-width: 240px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .choices {
    display: grid;
    gap: ${tokens.space.lg};
    margin: ${tokens.space.lg} 0;
    @media (min-width: 720px) {
      grid-template-columns: 2fr 1fr;
    }
  }
  fieldset {
    display: grid;
    gap: ${tokens.space.sm};
    margin: 0;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: ${tokens.font.weight.medium};
  }
  label {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    cursor: pointer;
  }
  small {
    display: block;
    color: ${tokens.color.textMuted};
  }
  .problem {
    color: ${tokens.color.danger};
  }
`;
