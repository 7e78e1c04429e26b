import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export type BadgeTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 1px 8px;
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
  line-height: 1.5;
  letter-spacing: 0.02em;
  white-space: nowrap;
  /* Solid fills on textInverse keep 4.5:1 in both themes without extra tokens. */
  &[data-tone='info'] { background: ${tokens.color.info}; color: ${tokens.color.textInverse}; }
  &[data-tone='success'] { background: ${tokens.color.success}; color: ${tokens.color.textInverse}; }
  &[data-tone='warning'] { background: ${tokens.color.warning}; color: ${tokens.color.textInverse}; }
  &[data-tone='danger'] { background: ${tokens.color.danger}; color: ${tokens.color.textInverse}; }
  &[data-tone='neutral'] {
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.text};
    border: 1px solid ${tokens.color.border};
  }
`;

export function Badge({ tone = 'info', ...rest }: BadgeProps) {
  return <StyledBadge data-tone={tone} {...rest} />;
}
