import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

/** A link that looks like a primary or secondary button ("Tambah Peran", "Ubah"). */
export function ButtonLink({ variant = 'primary', ...props }: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return <StyledLink data-variant={variant} {...props} />;
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 36px;
  padding: 8px 16px;
  border: 1px solid transparent;
  border-radius: ${tokens.radius.md};
  font-weight: ${tokens.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &[data-variant='primary'] {
    background: ${tokens.color.primary};
    color: ${tokens.color.primaryText};
    &:hover {
      background: ${tokens.color.primaryHover};
    }
  }
  &[data-variant='secondary'] {
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    border-color: ${tokens.color.border};
    &:hover {
      background: ${tokens.color.surfaceMuted};
    }
  }
`;
