import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// The app build. Demo mode (`vite build --mode demo`) bundles the MSW worker as the API;
// the production build never contains it (import.meta.env.VITE_API_MOCKS is false there).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
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
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector)[\\/]/ }],
        },
      },
    },
  },
});
