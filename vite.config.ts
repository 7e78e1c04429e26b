import { defineConfig } from 'vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './build/chunk-plan';
import { compileHint, dropMockWorker, globalStylesheet, preloadBootChunks, routeChunks } from './build/plugins';

const root = path.dirname(fileURLToPath(import.meta.url));

const productionRouter = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), globalStylesheet(), preloadBootChunks(), routeChunks(), dropMockWorker()],
  // Oxc's styled-components transform (what babel-plugin-styled-components does, built into Vite's
  // transformer): the CSS in every styled template loses its comments and indentation, and the
  // templates become plain arrays marked pure, so an unused styled component is dropped. Class
  // names stay generated at run time (no display names, no SSR ids). Stories and tests run the
  // same CSS as the build (decision 282).
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
    // No preload lists in the chunks (decision 140): they cost the shell bytes and the main thread
    // a <link> per dependency on every route load; the page announces the boot chunks itself
    // (preloadBootChunks) and the entry starts the router, shell and screen chunks early.
    modulePreload: false,
    sourcemap: false,
    reportCompressedSize: false,
    // The demo build (`npm run demo`) carries the whole mock API (MSW, its stores and demo data) in
    // one chunk loaded once; the app's own build has none of it and keeps the default limit.
    chunkSizeWarningLimit: mode === 'demo' ? 800 : 500,
    manifest: true,
    // The libraries change less often than our code: one vendor chunk stays cached across releases.
    rolldownOptions: {
      output: {
        // V8 compiles the start-up chunks off the main thread while they stream in (decision 279).
        postBanner: compileHint,
        codeSplitting: { groups: chunkGroups(root) },
      },
    },
  },
}));
