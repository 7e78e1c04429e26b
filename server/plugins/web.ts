import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import helmet from 'helmet';
import type { ServerConfig } from '../config';

/**
 * Security headers for the API and the SPA. No inline scripts (Vite emits none). styled-components
 * injects <style> tags at run time, so style-src allows 'unsafe-inline'
 * (docs/decisions/104-security-headers-and-static.md).
 */
export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // helmet's middleware, built once: @fastify/helmet built it again on every request (its options
  // parsed, its CSP directives checked and joined), about 3% of a list request's server CPU
  // (decision 289). The headers are the same for every response.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // An SPA built with VITE_API_BASE_URL calls that origin (README, "Another API host").
        connectSrc: ["'self'", ...(config.apiOrigin ? [config.apiOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...config.corsOrigins],
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      maxAge: 600,
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    // A script, translation file or font of the build is never a document: the headers that only
    // govern a document are left off it. They were ~850 of its ~1,300 header bytes, sent again with
    // each of a page's 30 files over HTTP/1.1, whose headers are never compressed (decision 274).
    if (isSubresourceFile(request.url, reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    }
    // Powerful browser features the app never uses are off for it and anything it embeds.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
}

/**
 * Headers that only mean something on a document (a page, or an API answer opened as one): the
 * policies of what it may load, embed and be embedded by, its referrer, and HTTPS for its origin.
 * `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy` stay on every file: those
 * two are what protect a script or JSON file.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
] as const;

/** Types a browser never renders as a page; an SVG can be one, so it keeps every header. */
const SUBRESOURCE_TYPES = /^(application\/(javascript|json|manifest\+json)|text\/(javascript|css)|font\/|image\/(png|webp|x-icon|vnd\.microsoft\.icon))/;

/** A file of the built app (not the API, not a page) whose type is never rendered as a document. */
export const isSubresourceFile = (url: string, contentType: unknown) =>
  !url.startsWith('/api/') && url !== '/api' && typeof contentType === 'string' && SUBRESOURCE_TYPES.test(contentType);

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  // The app's own pages may open the camera (a proof, a receipt, a logo photographed on a phone);
  // no frame or other origin gains it.
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Paths of the built SPA that must never fall back to index.html: a hashed asset that is not there
 * (a stale chunk after a redeploy) answers 404, so the app sees the failure and reloads itself.
 */
export const isMissingAssetPath = (pathname: string) => pathname.startsWith('/assets/');

/** The demo's mock API worker: built into dist by Vite's public dir, never served by the server. */
export const isMockWorkerPath = (pathname: string) => pathname === '/mockServiceWorker.js';

/** True when `dir` holds a built SPA. */
export const hasBuiltApp = (dir: string | null): dir is string => !!dir && fs.existsSync(path.join(dir, 'index.html'));

/**
 * index.html for a client route, naming the chunks that route runs (decision 260). The build
 * writes `.vite/route-chunks.json` (route pattern → `early`: the router and the shell; `late`: the
 * screen and its dependencies). The page preloads the early ones beside the libraries and carries
 * the late ones in `<meta name="laju-chunks">`, which the boot chunk preloads once the libraries
 * have arrived: one round trip for all of a page's chunks instead of one per level of imports.
 * Unknown paths, /login and a build without the file get index.html as it is.
 */
export function spaDocuments(dir: string): (pathname: string) => string {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  let routes: [string[], string][] = [];
  try {
    const table = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'route-chunks.json'), 'utf8')) as Record<string, { early: string[]; late: string[] }>;
    const attribute = (value: string) => value.replace(/[^\w./-]/g, '');
    routes = Object.entries(table).map(([pattern, { early, late }]) => [
      pattern.split('/'),
      html.replace(
        '</head>',
        `${early.map((file) => `  <link rel="modulepreload" crossorigin href="${attribute(file)}">\n`).join('')}` +
          `  <meta name="laju-chunks" content="${late.map(attribute).join(' ')}">\n  </head>`,
      ),
    ]);
  } catch {
    // an older build: the app still finds its chunks, one level of imports after another
  }
  return (pathname) => {
    const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
    const match = routes.find(([segments]) => segments.length === parts.length && segments.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i])));
    return match ? match[1] : html;
  };
}

/**
 * A page's HTML with the `i18next` cookie's value as the request carried it (the language
 * detector's source after ?lng=, decision 008), in `<meta name="laju-lng-cookie">`, empty when there
 * was none. The entry reads the tag instead of `document.cookie`: a page reading its cookies is a
 * synchronous call to the browser's network service, which kept the main thread of a loading page
 * blocked for 20–70 ms on a busy 2-core machine (decision 286). Only letters and '-' are kept: the
 * entry takes a supported language or goes on to the next source, as with the cookie itself.
 */
export function withLanguageCookie(html: string, cookieHeader: string | undefined): string {
  const raw = /(?:^|;\s*)i18next=([^;]*)/.exec(cookieHeader ?? '')?.[1] ?? '';
  const language = raw.replace(/[^A-Za-z-]/g, '').slice(0, 16);
  return html.replace('</head>', `  <meta name="laju-lng-cookie" content="${language}">\n  </head>`);
}

/** The receiver's page of a printed note's QR code: `/r/<token>` (docs/decisions/343-receiver-page.md). */
export const isReceiverPagePath = (pathname: string) => /^\/r\/[^/]+\/?$/.test(pathname);

/** The receiver's page as built (receipt.html), or null in a build without it. */
export function receiverDocument(dir: string): string | null {
  const file = path.join(dir, 'receipt.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * The built SPA: hashed files under /assets cached for a year, everything else revalidated
 * (index.html, translations), and client routes answered with index.html.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (isMockWorkerPath(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('application/json; charset=utf-8').send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    // The build's Brotli (quality 11) and gzip copies, written by scripts/precompress.mjs, are sent
    // as they are; a file without them is compressed on the fly as before (decision 270).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const relative = path.relative(dir, filePath).split(path.sep).join('/');
      res.header(
        'cache-control',
        relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
