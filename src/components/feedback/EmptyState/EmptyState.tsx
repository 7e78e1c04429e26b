import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../ui/Icon/Icon';

export interface EmptyStateProps {
  /** Defaults to a neutral info mark. */
  icon?: IconName;
  title: string;
  text?: ReactNode;
  /** A button or link that gets the user going ("Tambah pengguna", "Atur ulang saringan"). */
  action?: ReactNode;
  /** compact: inside a table or a card; default: a page section. */
  size?: 'default' | 'compact';
  className?: string;
}

/** What an empty list or section shows instead of nothing. */
export function EmptyState({ icon = 'info', title, text, action, size = 'default', className }: EmptyStateProps) {
  return (
    <Root className={className} data-size={size}>
      <span className="icon">
        <Icon name={icon} size={size === 'compact' ? 24 : 32} />
      </span>
      <p className="title">{title}</p>
      {text && <p className="text">{text}</p>}
      {action && <div className="action">{action}</div>}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text};

  &[data-size='compact'] {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  }
  .icon {
    display: inline-flex;
    padding: ${({ theme }) => theme.space.md};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .title {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .text {
    margin: 0;
    max-width: 48ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .action {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
