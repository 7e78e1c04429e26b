import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { theme as tokens } from '../../../theme/tokens';

export interface DetailItem {
  /** Defaults to the label. */
  id?: string;
  label: string;
  /** null, undefined and '' show the empty dash. */
  value: ReactNode;
  /** Spans both columns (notes, addresses). */
  wide?: boolean;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  /** Two columns from medium widths up; default 2. */
  columns?: 1 | 2;
  /** Shows a placeholder in place of each value. */
  loading?: boolean;
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** A record's fields as a description list: label, value, and a dash for nothing. */
export function DetailList({ items, columns = 2, loading = false, className }: DetailListProps) {
  const { t } = useTranslation('ui');
  return (
    <List className={className} data-columns={columns} aria-busy={loading || undefined}>
      {items.map((item) => (
        <div key={item.id ?? item.label} className="item" data-wide={item.wide || undefined}>
          <dt>{item.label}</dt>
          <dd>
            {loading ? (
              // One line of text tall, like the value it stands for: the list keeps its size (decision 141).
              <Skeleton width="60%" height="1lh" />
            ) : isEmpty(item.value) ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{t('detail.empty')}</span>
              </>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${tokens.space.md} ${tokens.space.xl};
  margin: 0;

  @media (min-width: 720px) {
    &[data-columns='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-columns='2'] .item[data-wide='true'] {
      grid-column: 1 / -1;
    }
  }
  .item {
    display: grid;
    gap: 2px;
    min-width: 0;
    padding-bottom: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
  }
  dt {
    font-size: ${tokens.font.size.xs};
    font-weight: ${tokens.font.weight.medium};
    color: ${tokens.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;
