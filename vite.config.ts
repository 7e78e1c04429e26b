import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// The app build. Demo mode (`vite build --mode demo`) bundles the MSW worker as the API;
// the production build never contains it (import.meta.env.VITE_API_MOCKS is false there).
const SHELL_MODULES = new RegExp(
  [
    'node_modules/(swr|dequal)/',
    'src/app/(RouterApp|router|route-paths|route-table|menu-table|screens|ui-state)\\.tsx?$',
    'src/lib/use-theme-mode',
    'src/app/shell/',
    'src/app/guards/(PersistLogin|RequireAuth)',
    'src/components/layout/(Breadcrumb|Footer|PageHeader|Sidebar|Topbar)/',
    'src/components/ui/(Badge|Icon|Skeleton|TopProgressBar)/',
    'src/components/ui/Dropdown/Dropdown(\\.styles)?\\.tsx?$',
    'src/components/feedback/Toast/ToastProvider',
    'src/features/auth/session/(PermissionsProvider|useLogout)',
    'src/lib/(access/|breadcrumbs|deferred/|swr)',
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
    'src/lib/(i18n|i18n-fetch-backend|session-actions)\\.ts$',
    'src/lib/api/',
    'src/components/feedback/AlertProvider/',
    'src/components/ui/Spinner/',
    'src/features/auth/(api/|session/(SessionProvider|SessionContext))',
    'src/theme/',
    'contract/guards',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

const productionRouter = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react()],
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
    // Every browser the staff use supports <link rel=modulepreload>; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // The libraries change less often than our code: one vendor chunk stays cached across releases.
    rolldownOptions: {
      output: {
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
          ],
        },
      },
    },
  },
}));
