import { createGlobalStyle } from 'styled-components';
import { cssVariables } from './tokens';

export const GlobalStyle = createGlobalStyle`
  :root, :root[data-theme='light'] {
    ${cssVariables('light')}
    color-scheme: light;
  }
  :root[data-theme='dark'] {
    ${cssVariables('dark')}
    color-scheme: dark;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.5;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.color.primary}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;
