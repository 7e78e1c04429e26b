import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { MASTER_DATA_CHANGED, SearchCounts } from './services/search-counts';
import { AuthCache } from './auth/auth-cache';
import { PasswordHasher } from './auth/passwords';
import type { ServerConfig, TrustProxy } from './config';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/availability';
import { ApiError, databaseUnavailable } from './errors';
import { registerJsonBody } from './http/json-body';
import { registerZod } from './http/zod';
import { collectRoutes, enforceAccess, type RegisteredRoute } from './plugins/access';
import { clientErrorHandler, frameworkErrors, registerErrorHandling, sendApiNotFound } from './plugins/errors';
import { hasBuiltApp, isMissingAssetPath, isReceiverPagePath, receiverDocument, registerSecurity, registerSpa, spaDocuments, withLanguageCookie } from './plugins/web';
import { authRoutes } from './routes/auth';
import { apiTokenRoutes } from './routes/api-tokens';
import { meRoutes } from './routes/me';
import { roleRoutes } from './routes/roles';
import { systemRoutes } from './routes/system';
import { userRoutes } from './routes/users';
import { RESOURCE_AREAS } from './areas';
import type { ResourceArea } from './routes/resources';
import { reportRoutes } from './routes/reports';
import { searchRoutes } from './routes/search';
import { importFileRoutes } from './routes/imports';
import { viewRoutes } from './routes/views';
import { webhookRoutes } from './routes/webhooks';
import { WebhookWorker } from './webhooks/worker';
import { webhookSecretBox } from './webhooks/signing';
import { companyProfileRoutes } from './routes/company-profile';
import { registerMetrics } from './http/metrics';
import { BackupSchedule } from './backup/schedule';
import { receiptLinkRoutes } from './routes/receipts';
import { requestIdGenerator } from './http/request-id';
import { EXPORT_BUILDS_AT_ONCE, ExportQueue, ExportWorkers } from './services/report-export';
import { importWorkers } from './services/imports/imports';
import type { ServiceContext } from './services/context';
import { fileStoreFor } from './services/file-store';
import { openApi, type OpenApi } from './openapi/route';

export interface BuildOptions {
  readonly db: Database;
  /** With `tokenSecret` resolved (see resolveTokenSecret). */
  readonly config: ServerConfig & { readonly tokenSecret: string };
  readonly logger?: FastifyServerOptions['logger'];
  /** The resource kit's areas to serve; default every declared one (server/areas). */
  readonly areas?: readonly ResourceArea[];
}

export interface App {
  readonly app: FastifyInstance;
  readonly context: ServiceContext;
  /** Every /api route with its declared access, for the authorization test. */
  readonly routes: readonly RegisteredRoute[];
  /** The server's own backups, when LAJU_BACKUP_DIR is set (docs/decisions/342-backups.md). */
  readonly backups: BackupSchedule | undefined;
  /** The webhook deliveries this instance posts (docs/decisions/348-webhooks.md); none when turned off. */
  readonly webhooks: WebhookWorker | undefined;
  /** The OpenAPI document of every /api route (docs/decisions/346-openapi-from-the-contract.md). */
  readonly openApi: OpenApi;
}

const trustProxyOption = (trust: TrustProxy) =>
  trust === false ? false : typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : [...trust];

/** The API (and the SPA when config.staticDir holds a build), against the given database. */
export async function buildApp({ db, config, logger, areas = RESOURCE_AREAS }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One JSON line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config.trustProxy),
    // A number of hops or the proxies' addresses, never `true` (server/config.ts). A hop count is
    // Fastify's own rule for a number (hop 0 is the connection's peer), written as the function its
    // types accept.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });
  const routes: RegisteredRoute[] = [];
  const context: ServiceContext = {
    database: db,
    config,
    files: fileStoreFor(db, config.dataDir),
    cache: new AuthCache(db),
    searchCounts: new SearchCounts(db),
    masterDataCounts: new SearchCounts(db, Date.now, MASTER_DATA_CHANGED),
    hasher: new PasswordHasher(config.scrypt, config.maxConcurrentHashes),
    tokenSecret: config.tokenSecret,
    log: app.log,
    exportQueue: new ExportQueue(EXPORT_BUILDS_AT_ONCE),
    exportWorkers: new ExportWorkers(EXPORT_BUILDS_AT_ONCE),
    importWorkers: importWorkers(),
  };
  app.addHook('onClose', async () => Promise.all([context.exportWorkers.close(), context.importWorkers.close()]));
  const backups = config.backupDir
    ? new BackupSchedule({ database: db, dataDir: config.dataDir, dir: config.backupDir, intervalHours: config.backupHours, keep: config.backupKeep, log: app.log })
    : undefined;
  app.addHook('onClose', async () => backups?.stop());
  const webhooks = config.webhooks.deliver ? new WebhookWorker(db, config.webhooks, webhookSecretBox(context), app.log, config.databaseUrl) : undefined;
  // Tries in flight finish and record their results before the database closes.
  app.addHook('onClose', async () => webhooks?.stop());

  registerZod(app);
  registerErrorHandling(app);
  collectRoutes(app, routes);
  const documentation = openApi(app, areas);

  // The API speaks JSON only: other media types answer 415 (docs/product/api.md); JSON is strict UTF-8.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  await app.register(fastifyCookie);
  await registerSecurity(app, config);
  enforceAccess(app, context);
  registerMetrics(app, context, backups?.status);

  // The routes live in a child scope whose error handler turns "the database cannot be reached"
  // into 503 DATABASE_UNAVAILABLE and passes every error on to the one handler of
  // plugins/errors.ts (a throwing child handler hands over to its parent's; decision 122).
  await app.register(async (api) => {
    api.setErrorHandler(async (error) => {
      throw error instanceof ApiError || !isDatabaseUnavailable(error) ? error : databaseUnavailable();
    });
    systemRoutes(api, context, backups?.status);
    authRoutes(api, context);
    meRoutes(api, context);
    userRoutes(api, context);
    roleRoutes(api, context);
    apiTokenRoutes(api, context);
    for (const area of areas) area.register(api, context);
    reportRoutes(api, context);
    searchRoutes(api, context);
    importFileRoutes(api, context);
    viewRoutes(api, context);
    companyProfileRoutes(api, context);
    receiptLinkRoutes(api, context);
    webhookRoutes(api, context);
    documentation.register(api);
  });

  const spaDir = hasBuiltApp(config.staticDir) ? config.staticDir : null;
  if (spaDir) await registerSpa(app, spaDir);
  const spaDocument = spaDir ? spaDocuments(spaDir) : null;
  const receiverPage = spaDir ? receiverDocument(spaDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || !spaDocument) return sendApiNotFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendApiNotFound(reply);
    if (isMissingAssetPath(pathname)) return sendApiNotFound(reply.header('cache-control', 'no-store'), 'No such file');
    if (receiverPage && isReceiverPagePath(pathname)) {
      // The path is the link's secret: no Referer carries it anywhere, and no search engine keeps it.
      reply.header('cache-control', 'no-cache').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
      return reply.type('text/html; charset=utf-8').send(receiverPage);
    }
    // Client routes (and unknown paths, which the app shows as its 404 page) get index.html.
    // The page names the request's language cookie (decision 286): a cache keeps one copy per cookie.
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    return reply.type('text/html; charset=utf-8').send(withLanguageCookie(spaDocument(pathname), request.headers.cookie));
  });

  // Ready to serve once other instances' invalidations arrive (PostgreSQL's LISTEN connection,
  // opened by AuthCache); if it is not up within 2 s, /api/health answers 503 until it is.
  await Promise.all([app.ready(), db.whenInvalidationLive(2000)]);
  await backups?.start();
  await webhooks?.start();
  return { app, context, routes, backups, openApi: documentation, webhooks };
}
