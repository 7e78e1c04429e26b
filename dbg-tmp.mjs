import { preview } from 'vite';
const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false }, build: { outDir: 'dist-demo' }, logLevel: 'silent' });
console.log(server.httpServer.address(), server.resolvedUrls);
await server.close();
