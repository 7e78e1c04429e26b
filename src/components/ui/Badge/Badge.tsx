import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type BadgeTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ theme }) => css`
    /* Solid fills on textInverse keep 4.5:1 in both themes without extra tokens. */
    &[data-tone='info'] { background: ${theme.color.info}; color: ${theme.color.textInverse}; }
    &[data-tone='success'] { background: ${theme.color.success}; color: ${theme.color.textInverse}; }
    &[data-tone='warning'] { background: ${theme.color.warning}; color: ${theme.color.textInverse}; }
    &[data-tone='danger'] { background: ${theme.color.danger}; color: ${theme.color.textInverse}; }
    &[data-tone='neutral'] {
      background: ${theme.color.surfaceMuted};
      color: ${theme.color.text};
      border: 1px solid ${theme.color.border};
    }
  `}
`;

export function Badge({ tone = 'info', ...rest }: BadgeProps) {
  return <StyledBadge data-tone={tone} {...rest} />;
}
