import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app build. Demo mode (`vite build --mode demo`) bundles the MSW worker as the API;
// the production build never contains it (import.meta.env.VITE_API_MOCKS is false there).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
  },
});
