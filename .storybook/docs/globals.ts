import type { DocsContextProps } from '@storybook/addon-docs/blocks';

export type DocsGlobals = { theme: 'light' | 'dark'; locale: 'id' | 'en' };

type WithStore = { store?: { userGlobals?: { get(): Record<string, unknown> } } };

/**
 * The toolbar's theme and language as a docs page sees them. A docs page renders no story of its
 * own, so no decorator reads the globals for it: they come from the preview's store (Storybook
 * re-renders the page when they change).
 */
export function docsGlobals(context: DocsContextProps): DocsGlobals {
  const globals = (context as unknown as WithStore).store?.userGlobals?.get() ?? {};
  return { theme: globals.theme === 'dark' ? 'dark' : 'light', locale: globals.locale === 'en' ? 'en' : 'id' };
}
