import styled from 'styled-components';

export interface FooterProps {
  /** Already formatted by the app, e.g. "© 2025 LAJU". */
  text: string;
  className?: string;
}

const Root = styled.footer`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function Footer({ text, className }: FooterProps) {
  return <Root className={className}>{text}</Root>;
}
