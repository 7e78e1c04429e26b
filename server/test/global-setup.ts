import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../../scripts/server-bundle.mjs';
import { buildPgliteTemplate, buildPostgresTemplate } from './template';

/**
 * Builds the pre-migrated templates once per run (cached on disk / in PostgreSQL by content hash),
 * and the server's bundle that the process tests start (server-process.ts), so that no two of
 * them build it at once.
 */
export default async function setup(project: TestProject) {
  await buildServerBundle();
  project.provide('pgliteTemplate', await buildPgliteTemplate());
  const url = process.env.LAJU_TEST_DATABASE_URL;
  if (url) project.provide('postgresTemplate', await buildPostgresTemplate(url));
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
