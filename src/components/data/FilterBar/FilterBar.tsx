import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_SEARCH_MAX_LENGTH } from '../../../lib/list-state/list-state';
import { useEchoedText } from '../../../lib/list-state/useEchoedText';
import { Button } from '../../ui/Button/Button';
import { controlStyles } from '../../form/controlStyles';
import { theme as tokens } from '../../../theme/tokens';

export interface FilterBarProps {
  /** The search as the list state holds it (from the URL). */
  search: string;
  /** Called once typing pauses for `debounceMs`, or at once on Enter. */
  onSearchChange(q: string): void;
  /** The landmark's name; defaults to the translated "Cari dan saring". */
  label?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  debounceMs?: number;
  searchMaxLength?: number;
  /** Selects, DateRangeInputs, pickers: each with its own visible label. */
  children?: ReactNode;
  /** Clears search and filters; the button shows only with it. */
  onReset?(): void;
  /** False when there is nothing to reset. */
  canReset?: boolean;
  className?: string;
}

/**
 * The search landmark above a list: a debounced search box (300 ms), the list's filters, and
 * reset. Typing never waits for the URL: the box keeps its own text and follows the URL only when
 * it changes from elsewhere (Back, reset, a link).
 */
export function FilterBar({
  search,
  onSearchChange,
  label,
  searchLabel,
  searchPlaceholder,
  debounceMs = 300,
  searchMaxLength = DEFAULT_SEARCH_MAX_LENGTH,
  children,
  onReset,
  canReset = true,
  className,
}: FilterBarProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  const { text, setText, sent } = useEchoedText(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchChangeRef = useRef(onSearchChange);
  useEffect(() => {
    onSearchChangeRef.current = onSearchChange;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (value: string) => {
    clearTimeout(timer.current);
    sent(value);
    onSearchChangeRef.current(value);
  };

  return (
    <Form
      role="search"
      aria-label={label ?? t('filters.label')}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        emit(text);
      }}
    >
      <div className="search">
        <label htmlFor={inputId}>{searchLabel ?? t('filters.search')}</label>
        <SearchInput
          id={inputId}
          type="search"
          value={text}
          maxLength={searchMaxLength}
          placeholder={searchPlaceholder ?? t('filters.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => emit(value), debounceMs);
          }}
        />
      </div>
      {children}
      {onReset && (
        <div className="reset">
          <Button
            variant="secondary"
            disabled={!canReset && text === ''}
            onClick={() => {
              clearTimeout(timer.current);
              setText('');
              onReset();
            }}
          >
            {t('filters.reset')}
          </Button>
        </div>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md};
  margin-bottom: ${tokens.space.md};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};

  > * {
    min-width: 0;
  }
  label {
    font-weight: ${tokens.font.weight.medium};
  }
  .search {
    display: grid;
    gap: ${tokens.space.xs};
    flex: 1 1 240px;
  }
  .reset {
    margin-left: auto;
  }
`;

const SearchInput = styled.input`
  ${controlStyles}
`;
