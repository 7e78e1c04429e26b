import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme } from './tokens';

/**
 * Tokens for styled components. The light/dark choice lives on <html data-theme>, not here; the
 * global stylesheet (colour variables, resets) is a static file the entry imports (decision 283).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
