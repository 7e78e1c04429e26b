import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';

/** A link that looks like a primary or secondary button ("Tambah Peran", "Ubah"). */
export function ButtonLink({ variant = 'primary', ...props }: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return <StyledLink data-variant={variant} {...props} />;
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 8px 16px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    &:hover {
      background: ${({ theme }) => theme.color.primaryHover};
    }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
    &:hover {
      background: ${({ theme }) => theme.color.surfaceMuted};
    }
  }
`;
