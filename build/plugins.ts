import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES } from '../src/lib/routes/routes';
import { GLOBAL_CSS_ID, globalCss } from '../src/theme/global-css';

// The build's own plugins and output hooks, used by vite.config.ts (the global stylesheet also by
// vitest.config.ts, and by Storybook through vite.config.ts).

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

/**
 * Stories and tests bundle the translations from public/locales (src/lib/i18n-resources.ts), which
 * the app itself fetches at run time. Vite's dev server warns of every such import, once per file
 * and page: in a story run, hundreds of lines around the stories' own output. Only that warning is
 * dropped; Vitest gives its browser server a logger of its own, so the plugin wraps the resolved one.
 */
export function quietBundledTranslations(): Plugin {
  return {
    name: 'laju-quiet-bundled-translations',
    configResolved(config) {
      const warn = config.logger.warn.bind(config.logger);
      config.logger.warn = (message, options) => {
        if (!message.includes('Assets in public directory cannot be imported')) warn(message, options);
      };
    },
  };
}

/**
 * V8 compiles a function the first time it is called, on the main thread, inside whichever task
 * calls it: on a first load (a cold cache, as Lighthouse loads a page) that is every function the
 * page runs. The magic comment `//# allFunctionsCalledOnLoad` (Chrome 136+; other engines ignore a
 * comment) has V8 compile the whole file on a background thread while it streams in. Only the
 * start-up chunks, which stream in while the main thread mostly waits on the network and most of
 * whose functions every page runs, so the main thread compiles far less. On every larger chunk (the
 * screens', the form libraries') the same comment made Lighthouse's TBT worse, most likely because
 * their compiling competed with the main thread while it rendered (decision 279).
 */
const EAGER_COMPILE_CHUNKS = new Set(['index', 'boot', 'vendor', 'router', 'shell']);
/** `output.postBanner`: after minification, which drops comments, the magic comment must open the file. */
// Rolldown writes no banner line for undefined ('' would start every other chunk with an empty
// line); its type asks for a string.
export const compileHint = (chunk: { name: string }) => (EAGER_COMPILE_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : (undefined as unknown as string));

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
 * round trip after another; they are small, so other pages preload them too).
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
export function preloadBootChunks(): Plugin {
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
 * trips deep, each a round trip on a phone's network. The build writes `.vite/route-chunks.json`,
 * route pattern → `early` (the router and the shell: every signed-in page runs them, so the page's
 * HTML preloads them beside the libraries) and `late` (the screen and its dependencies: named in a
 * `<meta>` and preloaded by the boot chunk once the libraries have arrived, so they never take the
 * network from the libraries every step waits for; decision 143). No byte of
 * it is in the app's bundles but the few lines that read the `<meta>`.
 */
export function routeChunks(): Plugin {
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
 * The MSW worker lives in public/ for the demo build and Storybook; the production app build
 * (`dist`, what `npm start` serves) must not ship it. Storybook builds with this config
 * too, into storybook-static, and needs it: only `dist` loses it.
 */
export function dropMockWorker(): Plugin {
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

