import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export interface FooterProps {
  /** Already formatted by the app, e.g. "© 2025 LAJU". */
  text: string;
  className?: string;
}

const Root = styled.footer`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${tokens.space.sm} ${tokens.space.xl};
  border-top: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.size.sm};
`;

export function Footer({ text, className }: FooterProps) {
  return <Root className={className}>{text}</Root>;
}
