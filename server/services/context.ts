import type { FastifyBaseLogger } from 'fastify';
import type { AuthCache } from '../auth/auth-cache';
import type { PasswordHasher } from '../auth/passwords';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { FileStore } from './file-store';
import type { ExportQueue, ExportWorkers } from './report-export';
import type { ImportJob, ImportJobValue } from './imports/import-job';
import type { SearchCounts } from './search-counts';
import type { WorkerPool } from './worker-pool';

/** What services share: built once per app by buildApp. */
export interface ServiceContext {
  readonly database: Database;
  readonly config: ServerConfig;
  /**
   * Where pictures are stored (file-store.ts): the database on PostgreSQL, the data dir on PGlite.
   * A test may swap it for one that fails.
   */
  files: FileStore;
  readonly cache: AuthCache;
  /** Totals of searched lists (search-counts.ts). */
  readonly searchCounts: SearchCounts;
  /** Totals of searched customer, item and fleet lists (decision 155). */
  readonly masterDataCounts: SearchCounts;
  readonly hasher: PasswordHasher;
  readonly tokenSecret: string;
  readonly log: FastifyBaseLogger;
  /** Report exports building at once. */
  readonly exportQueue: ExportQueue;
  /** The threads that write export files (decision 235); a test may swap it for one of its own. */
  exportWorkers: ExportWorkers;
  /** The threads that read uploaded spreadsheets (docs/decisions/335-import.md). */
  readonly importWorkers: WorkerPool<ImportJob, ImportJobValue>;
}

/** Where a request came from, for activity logs. */
export interface ClientInfo {
  readonly ip: string;
  readonly userAgent: string | null;
}
