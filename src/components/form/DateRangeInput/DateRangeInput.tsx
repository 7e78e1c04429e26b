import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlStyles } from '../controlStyles';
import { theme as tokens } from '../../../theme/tokens';

export interface DateRange {
  /** `YYYY-MM-DD`, inclusive. */
  start?: string;
  end?: string;
}

export interface DateRangeInputProps {
  value: DateRange;
  /** Called with a valid range only (start ≤ end, or one side open). */
  onChange(range: DateRange): void;
  /** The group's name; defaults to the translated "Rentang tanggal". */
  label?: string;
  startLabel?: string;
  endLabel?: string;
  /** Earliest and latest selectable days. */
  min?: string;
  max?: string;
  disabled?: boolean;
  className?: string;
}

const clean = (range: DateRange): DateRange => ({
  ...(range.start ? { start: range.start } : {}),
  ...(range.end ? { end: range.end } : {}),
});

/**
 * Two native date inputs, start and end. A backwards range is shown as an error on the end date
 * and not passed on, so a list never asks the API for it.
 */
export function DateRangeInput({ value, onChange, label, startLabel, endLabel, min, max, disabled, className }: DateRangeInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(value);
  const [synced, setSynced] = useState<DateRange>(value);
  // Follow the value from outside (Back, reset) without an effect echoing it back.
  if ((value.start ?? '') !== (synced.start ?? '') || (value.end ?? '') !== (synced.end ?? '')) {
    setSynced(value);
    setDraft(value);
  }
  const invalid = !!draft.start && !!draft.end && draft.start > draft.end;
  const errorId = `${id}-error`;

  const update = (part: keyof DateRange, next: string) => {
    const range = clean({ ...draft, [part]: next });
    setDraft(range);
    if (range.start && range.end && range.start > range.end) return;
    setSynced(range);
    onChange(range);
  };

  // The native pickers grey out the days that would turn the range around.
  const bounds = { startMax: draft.end ?? max, endMin: draft.start ?? min };

  return (
    <Group className={className} aria-describedby={invalid ? errorId : undefined}>
      <legend>{label ?? t('filters.dateRange.label')}</legend>
      <div className="inputs">
        <label>
          <span>{startLabel ?? t('filters.dateRange.start')}</span>
          <DateInput
            type="date"
            value={draft.start ?? ''}
            min={min}
            max={bounds.startMax}
            disabled={disabled}
            onChange={(event) => update('start', event.target.value)}
          />
        </label>
        <label>
          <span>{endLabel ?? t('filters.dateRange.end')}</span>
          <DateInput
            type="date"
            value={draft.end ?? ''}
            min={bounds.endMin}
            max={max}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => update('end', event.target.value)}
          />
        </label>
      </div>
      {invalid && (
        <p id={errorId} className="error" role="alert">
          {t('filters.dateRange.endBeforeStart')}
        </p>
      )}
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${tokens.space.xs};
    font-weight: ${tokens.font.weight.medium};
  }
  .inputs {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
  }
  label {
    display: grid;
    gap: 2px;
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .error {
    margin: ${tokens.space.xs} 0 0;
    color: ${tokens.color.danger};
    font-size: ${tokens.font.size.xs};
  }
`;

const DateInput = styled.input`
  ${controlStyles}
  width: auto;
  min-width: 150px;
  color-scheme: inherit;
`;
