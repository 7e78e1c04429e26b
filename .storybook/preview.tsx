import type { Decorator, Preview } from '@storybook/react-vite';
// The app's global stylesheet, as the entry imports it (decision 283).
import 'virtual:laju-global.css';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { preloadToast, setDefaultToastMs } from '../src/components/feedback/Toast/ToastProvider';
import { preloadDropdownMenu } from '../src/components/ui/Dropdown/Dropdown';
import { applyTheme } from '../src/lib/color-scheme';
import { createStaticI18n, type Language } from '../src/lib/i18n';
import { bundledResources } from '../src/lib/i18n-resources';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import { resetMockDb } from '../src/mocks/db';
import { defaultHandlers } from '../src/mocks/handlers';
import { DocsContainer, DocsPage } from './docs';
import { requestsReachedMock, watchRequests } from './requests-reach-mock';
import { keepDocsPageStill } from './docs/frame';

// A no-op outside a docs page's story frames (.storybook/docs/frame.ts).
keepDocsPageStill();

// Made once for every story: MSW reads a handler's call site from a stack trace as it makes it, and
// the handlers hold no state of their own (the mock db, reset per story, holds it all).
const mockApi = defaultHandlers();

// Toasts stay until closed in stories: a capture taken 4.9 s or 5.1 s after a save shows the same.
setDefaultToastMs(0);

/** Theme: sets <html data-theme> the way the app does, so dark stories show dark tokens. */
const withTheme: Decorator = (Story, context) => {
  const mode = (context.globals.theme as string) === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
  return (
    <ThemeProvider>
      <Story />
    </ThemeProvider>
  );
};

function StoryI18n({ lng, children }: { lng: Language; children: ReactNode }) {
  const i18n = useMemo(() => createStaticI18n(bundledResources, lng), [lng]);
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const withI18n: Decorator = (Story, context) => (
  <StoryI18n lng={(context.globals.locale as string) === 'en' ? 'en' : 'id'}>
    <Story />
  </StoryI18n>
);

/** A fresh SWR cache per story, so no story sees another's data. */
// Keyed by the story: a story selected in place (the visual step) starts with an empty cache, as
// on a fresh load, instead of the previous story's answers.
const withSWR: Decorator = (Story, context) => (
  <SWRConfig key={context.id} value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    <Story />
  </SWRConfig>
);

/** A memory router for components that link; full-app stories bring their own (parameters.router = false). */
const withRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as false | { initialEntries?: InitialEntry[] } | undefined;
  if (router === false) return <Story />;
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

// findBy*/waitFor wait up to 10 s (Testing Library's default is 1 s): a play function on a
// loaded 2-core machine (the story suite and the visual run share it with builds and other
// suites) must not fail because a lazy chunk or a state change took longer; a real failure still
// fails, later. 3 s was not enough at a load average of 15: the sign-in screen's chunk after a
// logout arrived later than that (stories/app/AppShell, "Logout network error").
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  // A Docs page for every story file: its usage note, props table and every state (.storybook/docs).
  tags: ['autodocs'],
  // The code split off to load after first paint is in place before each story, so play
  // functions see menus and toasts in the render that opens them.
  loaders: [mswLoader(), async () => (await Promise.all([preloadDropdownMenu(), preloadToast()]), {})],
  decorators: [withRouter, withSWR, withI18n, withTheme],
  async beforeEach({ msw, globals }) {
    // Stories share one page (and, in the test run, one page for every file): no request, session,
    // theme or mock cookie may leak from the previous one.
    watchRequests(msw);
    await requestsReachedMock();
    localStorage.clear();
    sessionStorage.clear();
    applyTheme((globals.theme as string) === 'dark' ? 'dark' : 'light');
    resetMockDb();
    msw.use(...mockApi);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'id' },
  parameters: {
    layout: 'fullscreen',
    // Every story's axe run fails the test on a violation. Under Vitest the run collects the
    // violations only: the passing rules' nodes are not gathered nor sent to the test runner with
    // every story (about a tenth of the story suite's time, decision 276). Storybook's own panel
    // still lists everything for the designers.
    a11y: { test: 'error', ...(import.meta.env.VITEST_STORYBOOK === undefined ? {} : { options: { resultTypes: ['violations'] } }) },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Docs pages only; a story's canvas (the story tests, the visual step) does not read these.
    docs: { container: DocsContainer, page: DocsPage },
    options: { storySort: { order: ['Introduction', 'Foundations', '*'] } },
  },
};

export default preview;
