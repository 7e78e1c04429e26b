import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_SEARCH_MAX_LENGTH } from '../../../lib/list-state/list-state';
import { useEchoedText } from '../../../lib/list-state/useEchoedText';
import { Button } from '../../ui/Button/Button';
import { controlStyles } from '../../form/controlStyles';
import { filterPanel } from '../../layout/ScreenParts/ScreenParts';
import { theme as tokens } from '../../../theme/tokens';
import { PHONE_MAX } from '../DataTable/phone';

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
  /** How many filters narrow the list: a phone shows it on the button that unfolds them. */
  activeFilters?: number;
  className?: string;
}

/**
 * The search landmark above a list: a debounced search box (300 ms), the list's filters, and
 * reset. Typing never waits for the URL: the box keeps its own text and follows the URL only when
 * it changes from elsewhere (Back, reset, a link). On a phone the filters fold behind one
 * "Filter (2)" button beside the search, so the list starts on the first screen.
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
  activeFilters = 0,
  className,
}: FilterBarProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  const foldId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const foldable = children !== undefined && children !== null && children !== false;
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
      {foldable && (
        <Button
          className="fold"
          variant="secondary"
          aria-expanded={unfolded}
          aria-controls={foldId}
          onClick={() => setUnfolded(!unfolded)}
        >
          {activeFilters > 0 ? t('filters.foldCount', { count: activeFilters }) : t('filters.fold')}
        </Button>
      )}
      <div className="filters" id={foldId} data-unfolded={unfolded}>
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
      </div>
    </Form>
  );
}

const Form = styled.form`
  ${filterPanel}
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
  /* From tablet width up the filters sit in the bar's own row, and need no button. */
  .filters {
    display: contents;
  }
  .fold {
    display: none;
  }
  @media (max-width: ${PHONE_MAX}) {
    .search {
      flex-basis: 160px;
    }
    .fold {
      display: inline-flex;
    }
    .filters {
      display: flex;
      flex-direction: column;
      align-items: stretch;
      gap: ${tokens.space.md};
      flex: 1 1 100%;
    }
    .filters[data-unfolded='false'] {
      display: none;
    }
    .reset {
      margin-left: 0;
    }
  }
`;

const SearchInput = styled.input`
  ${controlStyles}
`;
