import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';

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
  gap: ${tokens.space.sm};
  padding: ${tokens.space.xxl} ${tokens.space.lg};
  text-align: center;
  color: ${tokens.color.text};

  &[data-size='compact'] {
    padding: ${tokens.space.xl} ${tokens.space.md};
  }
  .icon {
    display: inline-flex;
    padding: ${tokens.space.md};
    border-radius: 50%;
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.textMuted};
  }
  .title {
    margin: 0;
    font-size: ${tokens.font.size.md};
    font-weight: ${tokens.font.weight.bold};
  }
  .text {
    margin: 0;
    max-width: 48ch;
    color: ${tokens.color.textMuted};
  }
  .action {
    margin-top: ${tokens.space.sm};
  }
`;
