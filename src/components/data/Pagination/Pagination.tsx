import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatter } from '../../../lib/format';
import { Icon } from '../../ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface PaginationProps {
  page: number;
  size: number;
  totalItems: number;
  totalPages: number;
  onPageChange(page: number): void;
  onSizeChange?(size: number): void;
  sizes?: readonly number[];
  /** While the next page loads: the buttons stay, so focus is not lost. */
  disabled?: boolean;
  className?: string;
}

/** "1–10 dari 237", first/previous/next/last, and the page size (docs/product/screens.md). */
export function Pagination({
  page,
  size,
  totalItems,
  totalPages,
  onPageChange,
  onSizeChange,
  sizes = PAGE_SIZES,
  disabled = false,
  className,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const sizeId = useId();
  const pages = Math.max(totalPages, 1);
  const current = Math.min(Math.max(page, 1), pages);
  const from = totalItems === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, totalItems);
  const atStart = current <= 1;
  const atEnd = current >= pages;
  const sizeOptions = sizes.includes(size) ? sizes : [...sizes, size].sort((a, b) => a - b);

  const go = (target: number) => () => onPageChange(Math.min(Math.max(target, 1), pages));

  return (
    <Nav aria-label={t('pagination.label')} className={className}>
      <p className="range" aria-live="polite">
        {totalItems === 0
          ? t('pagination.none')
          : t('pagination.range', { from: format.number(from), to: format.number(to), total: format.number(totalItems) })}
      </p>
      {onSizeChange && (
        <div className="size">
          <label htmlFor={sizeId}>{t('pagination.size')}</label>
          <select id={sizeId} value={size} disabled={disabled} onChange={(event) => onSizeChange(Number(event.target.value))}>
            {sizeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="pages">
        <button type="button" aria-label={t('pagination.first')} disabled={disabled || atStart} onClick={go(1)}>
          <Icon name="chevron-left" size={16} />
          <Icon name="chevron-left" size={16} className="second" />
        </button>
        <button type="button" aria-label={t('pagination.previous')} disabled={disabled || atStart} onClick={go(current - 1)}>
          <Icon name="chevron-left" size={16} />
        </button>
        <span className="page">{t('pagination.page', { page: format.number(current), pages: format.number(pages) })}</span>
        <button type="button" aria-label={t('pagination.next')} disabled={disabled || atEnd} onClick={go(current + 1)}>
          <Icon name="chevron-right" size={16} />
        </button>
        <button type="button" aria-label={t('pagination.last')} disabled={disabled || atEnd} onClick={go(pages)}>
          <Icon name="chevron-right" size={16} />
          <Icon name="chevron-right" size={16} className="second" />
        </button>
      </div>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.lg};
  padding: ${tokens.space.sm} 0;
  color: ${tokens.color.text};

  .range {
    margin: 0;
    margin-right: auto;
    font-variant-numeric: tabular-nums;
  }
  .size {
    display: flex;
    align-items: center;
    gap: ${tokens.space.sm};
    label {
      color: ${tokens.color.textMuted};
    }
    select {
      min-height: 32px;
      padding: 4px 8px;
      font: inherit;
      color: ${tokens.color.text};
      background: ${tokens.color.surface};
      border: 1px solid ${tokens.color.border};
      border-radius: ${tokens.radius.md};
    }
  }
  .pages {
    display: flex;
    align-items: center;
    gap: ${tokens.space.xs};
  }
  .page {
    /* One line where the row has room; on the narrowest phones it wraps instead of pushing the
       last page's button off the screen. */
    min-width: 0;
    padding: 0 ${tokens.space.sm};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    height: 32px;
    padding: 0 4px;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    cursor: pointer;
    .second {
      margin-left: -10px;
    }
    &:hover:not(:disabled) {
      background: ${tokens.color.surfaceMuted};
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.45;
    }
  }
`;
