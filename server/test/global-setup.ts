import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate } from './template';

/** Builds the pre-migrated templates once per run (cached on disk / in PostgreSQL by content hash). */
export default async function setup(project: TestProject) {
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
