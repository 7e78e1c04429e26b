import { defineConfig, type Plugin } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { ROUTES } from './src/lib/routes/routes';
import { GLOBAL_CSS_ID, globalCss } from './src/theme/global-css';

// The app build. Demo mode (`vite build --mode demo`) bundles the MSW worker as the API;
// the production build never contains it (import.meta.env.VITE_API_MOCKS is false there).
const SHELL_MODULES = new RegExp(
  [
    'node_modules/(swr|dequal)/',
    'src/app/(RouterApp|router|screens|ui-state)\\.tsx?$',
    // The areas' route declarations (decision 162): the router, menu and breadcrumbs read them.
    'src/lib/routes/',
    'src/lib/use-theme-mode',
    'src/app/shell/',
    'src/app/guards/(PersistLogin|RequireAuth)',
    'src/components/layout/(Breadcrumb|Footer|PageHeader|Sidebar|Topbar)/',
    'src/components/ui/(Badge|Icon|Skeleton|TopProgressBar)/',
    'src/components/ui/Dropdown/Dropdown(\\.styles)?\\.tsx?$',
    'src/components/feedback/Toast/ToastProvider',
    'src/features/auth/session/(PermissionsProvider|useLogout)',
    'src/lib/(access/|breadcrumbs|deferred/|swr|stale-chunk)',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

// What src/app/boot.tsx (the React half of start-up, decision 140) needs besides the libraries, as
// one chunk: every page loads it right after the entry, so its pieces are never fetched apart.
const BOOT_MODULES = new RegExp(
  [
    'src/app/(boot|AppProvider|AppRoot)\\.tsx$',
    'src/app/guards/useStartupRefresh',
    'src/lib/(i18n|i18n-browser|i18n-fetch-backend|session-actions|route-chunks)\\.ts$',
    // The client, not the screens' error sentences (error-text.ts), which /login never shows.
    'src/lib/api/(?!error-text)',
    'src/components/feedback/AlertProvider/',
    'src/components/ui/Spinner/',
    'src/features/auth/(api/|session/(SessionProvider|SessionContext))',
    'src/theme/',
    'contract/guards',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

// What the screens share, as three chunks instead of twenty small ones (decision 269): a page's
// chunks travel over HTTP/1.1's six connections per host, one file at a time each, so every five or
// six more files cost a phone another round trip, however small they are. `base`: what nearly every
// screen uses (placeholders, errors, formatting, the contract's constants); `kit`: the list,
// detail and change-log machinery; `pick`: the record pickers. None of them is in /login's or the
// shell's closure, so those chunks are unchanged.
const KIT_BASE = new RegExp(
  [
    'src/components/feedback/(EmptyState|LoadError|RecordLoadState)/',
    'src/components/layout/ScreenParts/',
    'src/components/ui/ButtonLink/',
    'src/lib/(format|format-options|time-zone|record-id|route-params)\\.ts$',
    'src/lib/api/error-text',
    'src/lib/list-state/list-helpers',
    'src/lib/resource/',
    'src/lib/forms/idempotency',
    'src/components/resource/RecordGate/',
    'src/components/ui/(Toggle|ProgressBar)/',
  ].join('|'),
);
const KIT_LIST = new RegExp(
  [
    'src/components/data/',
    'src/components/resource/(ResourceList|ResourceDetail|ResourceChangeLog|ResourceLog)/',
    'src/components/ui/Tabs/',
    'src/components/form/DateRangeInput/',
    'src/lib/list-state/',
  ].join('|'),
);
const KIT_PICK = new RegExp(['src/components/pickers/', 'src/components/form/(AsyncPicker|Field|Select|controlStyles)'].join('|'));
const NAMED_CHUNKS = new Set(['vendor', 'router', 'forms', 'shell', 'boot']);

/**
 * V8 compiles a function the first time it is called, on the main thread, inside whichever task
 * calls it: on a first load (a cold cache, as Lighthouse loads a page) that is every function the
 * page runs. The magic comment `//# allFunctionsCalledOnLoad` (Chrome 136+; other engines ignore a
 * comment) has V8 compile the whole file on a background thread while it streams in. Only the
 * start-up chunks, which stream in while the main thread mostly waits on the network and most of
 * whose functions every page runs: the main thread's compile time on /users/data fell from ~420 ms
 * to ~55 ms. The same comment on every chunk of 8 KiB or more (the screens' chunks, the forms
 * libraries too) made Lighthouse's TBT worse in an A/B on a 2-core machine, most likely because
 * their compiling competed with the main thread while it rendered (decision 279).
 */
const EAGER_COMPILE_CHUNKS = new Set(['index', 'boot', 'vendor', 'router', 'shell']);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
// Rolldown writes no banner line for undefined ('' would start every other chunk with an empty
// line); its type asks for a string.
const NO_BANNER = undefined as unknown as string;

type BuiltChunk = { fileName: string; name: string; isEntry: boolean; imports: string[]; facadeModuleId: string | null; moduleIds: string[] };

/** The chunk files and every chunk they import, statically, recursively (entries left out). */
function chunkClosure(chunks: readonly BuiltChunk[], starts: (string | undefined)[], into = new Set<string>()): Set<string> {
  const visit = (fileName: string) => {
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    if (!chunk || chunk.isEntry || into.has(fileName)) return;
    into.add(fileName);
    chunk.imports.forEach(visit);
  };
  starts.forEach((start) => start && visit(start));
  return into;
}

/**
 * What index.html announces on every page: the boot chunk with the libraries, and the sign-in form
 * with its few small chunks (without preload lists a first load of /login would find them one
 * round trip after another; 3 KiB, also preloaded on other pages).
 */
const announcedChunks = (chunks: readonly BuiltChunk[]) =>
  chunkClosure(chunks, [
    chunks.find((chunk) => chunk.name === 'boot')?.fileName,
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith('StandaloneLogin.tsx'))?.fileName,
  ]);

/**
 * The entry imports nothing statically (decision 140), and Vite's preload lists are off, so the
 * browser would only learn of the boot chunk and the libraries one round trip after another:
 * announce them in the page itself: what every page needs, and the small sign-in form; never the
 * router or the shell, which the first load of /login does not download (decision 007).
 */
function preloadBootChunks(): Plugin {
  return {
    name: 'laju-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const files = announcedChunks(chunks);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * What a signed-in page runs, per route, for the server to name in the page it answers (decision
 * 260). Without it the browser found a page's chunks one level of imports at a time: the shell,
 * then the router it imports, then the screen, then the screen's dependencies, three or four round
 * trips deep, each a 150 ms wait on a phone's network. The build writes `.vite/route-chunks.json`,
 * route pattern → `early` (the router and the shell: every signed-in page runs them, so the page's
 * HTML preloads them beside the libraries) and `late` (the screen and its dependencies: named in a
 * `<meta>` and preloaded by the boot chunk once the libraries have arrived, so they never take the
 * network from the libraries every step waits for; decision 143 measured that cost). No byte of
 * it is in the app's bundles but the few lines that read the `<meta>`.
 */
function routeChunks(): Plugin {
  return {
    name: 'laju-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byModule = (suffix: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)));
      const routerApp = byModule('src/app/RouterApp.tsx');
      if (!routerApp) return; // the demo or Storybook build: no server announces anything
      const closure = (start: string | undefined, into = new Set<string>()) => chunkClosure(chunks, [start], into);
      // index.html already names the boot chunk, the libraries and the sign-in form.
      const announced = announcedChunks(chunks);
      const common = closure(routerApp.fileName);
      closure(byModule('src/app/shell/ProtectedShell.tsx')?.fileName, common);
      const early = [...common].filter((file) => !announced.has(file)).map((file) => `/${file}`);
      const routes: Record<string, { early: string[]; late: string[] }> = {};
      for (const { path: pattern, screen } of ROUTES) {
        const screenChunk = byModule(screen === 'pending' ? 'src/app/pages/PendingScreen.tsx' : `src/features/${screen}.tsx`);
        const late = [...closure(screenChunk?.fileName)].filter((file) => !announced.has(file) && !common.has(file));
        routes[pattern] = { early, late: late.map((file) => `/${file}`) };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-chunks.json', source: JSON.stringify(routes) });
    },
  };
}

/**
 * Vite wraps every dynamic import in a helper that preloads the chunk's dependencies and reports a
 * failed download as a `vite:preloadError` event. Preload lists are off (decision 140) and nothing
 * listens for the event (a stale chunk is caught where it is imported, decision 153), so the
 * helper's 3.4 KB in the entry chunk did nothing: it becomes a plain call (decision 143).
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'laju-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === helper ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}

/**
 * The MSW worker lives in public/ for the demo build and Storybook; the production app build
 * (`dist`, what `npm start` serves) must not ship it (issue 16). Storybook builds with this config
 * too, into storybook-static, and needs it: only `dist` loses it.
 */
function dropMockWorker(): Plugin {
  let target = '';
  return {
    name: 'laju-drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      const outDir = path.resolve(config.root, config.build.outDir);
      target = outDir === path.resolve(config.root, 'dist') && config.mode !== 'demo' ? path.join(outDir, 'mockServiceWorker.js') : '';
    },
    closeBundle() {
      if (target) fs.rmSync(target, { force: true });
    },
  };
}

const productionRouter = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The global stylesheet as a static CSS file (decision 283): made from the design tokens
 * (src/theme/global-css.ts) when the config loads, imported as `virtual:laju-global.css` by the entry
 * and by Storybook's preview. The build writes it as the entry's stylesheet, linked from index.html.
 */
export function globalStylesheet(): Plugin {
  const resolved = '/__laju-global.css';
  return {
    name: 'laju-global-css',
    resolveId: (id) => (id === GLOBAL_CSS_ID ? resolved : undefined),
    load: (id) => (id === resolved ? globalCss() : undefined),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), globalStylesheet(), plainDynamicImports(), preloadBootChunks(), routeChunks(), dropMockWorker()],
  // Oxc's styled-components transform (what babel-plugin-styled-components does, built into Vite's
  // transformer): the CSS in every styled template loses its comments and indentation, and the
  // templates become plain arrays marked pure, so an unused styled component is dropped. 0.6 KiB
  // gzip off the signed-in shell; class names stay generated at run time as before (no display
  // names, no SSR ids). Stories and tests run the same CSS as the build (decision 282).
  oxc: {
    plugins: {
      styledComponents: { displayName: false, fileName: false, ssr: false, transpileTemplateLiterals: true, minify: true, pure: true },
    },
  },
  resolve: {
    alias: [
      // react-router resolves to its development build (dev-only warnings and checks); a
      // production build takes the production build the package ships beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: productionRouter('index.mjs') },
            { find: /^react-router\/dom$/, replacement: productionRouter('dom-export.mjs') },
          ]
        : []),
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/shims/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    // No preload lists in the chunks (decision 140): they cost the shell ~1.5 KiB and the main
    // thread a <link> per dependency on every route load; the page announces the boot chunks itself
    // (preloadBootChunks) and the entry starts the router, shell and screen chunks early.
    modulePreload: false,
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // The libraries change less often than our code: one vendor chunk stays cached across releases.
    rolldownOptions: {
      output: {
        // The app's many small chunks are named by their hash alone: every chunk names the chunks it
        // imports, and the router's table lists every screen's dependencies, so long readable
        // names were ~1 KiB of the shell (decision 140). The library and shell chunks keep theirs.
        chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // After minification, which drops comments: the magic comment must open the file.
        postBanner: (chunk) => (EAGER_COMPILE_CHUNKS.has(chunk.name) ? COMPILE_HINT : NO_BANNER),
        codeSplitting: {
          groups: [
            // The first load of /login needs these and nothing else from node_modules.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
            },
            // The data router: every page but the first load of /login (decision 007).
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // The form libraries, shared by every form of every area and cached across releases.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]/ },
            // Everything the signed-in shell needs, as one chunk: a dozen small chunks gzip 3 KiB
            // worse than one. Every signed-in page loads the shell first, so nothing is fetched twice.
            { name: 'shell', test: SHELL_MODULES, includeDependenciesRecursively: false },
            { name: 'boot', test: BOOT_MODULES, includeDependenciesRecursively: false },
            // The screens' shared kit (decision 269), a few chunks a page loads together.
            // The contract's zod-free constants import nothing: one chunk of their own, which the demo's
            // mock API can share without pulling the screens' kit (and through it the router) into /login.
            { name: 'values', test: /contract[\\/][a-z-]+-values\.ts$/, includeDependenciesRecursively: false },
            { name: 'base', test: KIT_BASE, includeDependenciesRecursively: false },
            { name: 'kit', test: KIT_LIST, includeDependenciesRecursively: false },
            { name: 'pick', test: KIT_PICK, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
