import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { useLayoutEffect, type PropsWithChildren } from 'react';
import { docsGlobals } from './globals';
import { docsThemes } from './theme';

/**
 * Every docs page (autodocs and MDX) in the toolbar's theme: Storybook's docs chrome in LAJU's
 * palette, and <html data-theme> set as the app sets it, so tokens shown through CSS variables
 * (stories/docs/DesignTokens.tsx) follow the theme too.
 */
export function LajuDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const { theme } = docsGlobals(context);
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return (
    <DocsContainer context={context} theme={docsThemes[theme]}>
      {children}
    </DocsContainer>
  );
}
