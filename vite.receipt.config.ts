import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { globalStylesheet } from './build/plugins';

/**
 * The receiver's page (receipt.html, served at /r/<token>) built on its own, after the app, into
 * the same dist: React and the page only, none of the app's libraries or chunks, so a phone on a
 * weak signal loads it quickly (docs/decisions/343-receiver-page.md).
 */
export default defineConfig({
  plugins: [react(), globalStylesheet()],
  build: {
    target: 'es2022',
    emptyOutDir: false,
    modulePreload: false,
    sourcemap: false,
    reportCompressedSize: false,
    manifest: '.vite/receipt-manifest.json',
    rolldownOptions: { input: { receipt: 'receipt.html' } },
  },
});
