import { defineConfig } from 'vitest/config';

/**
 * The server suite (node environment), separate from the front end's vitest.config.ts. It always
 * runs against PGlite and, when LAJU_TEST_DATABASE_URL is set (CI starts PostgreSQL 15), once more
 * against that server, each test file in its own throw-away database.
 *
 * - server/test/process starts the server (or a command) as its own process, on its own PGlite
 *   data dir (PGlite run only).
 * - server/test/fuzz.test.ts sends thousands of generated bodies to every write route: what it
 *   finds is in the HTTP layer's checks, which are the same on both engines (PGlite is PostgreSQL
 *   compiled to WebAssembly), so it runs once, in the PGlite run that every machine has.
 * - server/test/instances starts servers on the PostgreSQL server (kill -9, start-up failures),
 *   so it runs in the PostgreSQL run only.
 * - server/test/restart restarts PostgreSQL itself, which would cut every other file's
 *   connections: it runs alone, after the other projects (groupOrder 1).
 */
const withPostgres = Boolean(process.env.LAJU_TEST_DATABASE_URL);
const engines = ['pglite', ...(withPostgres ? ['postgres'] : [])];

export default defineConfig({
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    // Vitest's default on CI's 2 cores is one file at a time, which leaves a core idle while a file
    // waits on PostgreSQL, a child server or a timer: two files at a time took 263 s instead of
    // 404 s for the same 596 tests (each file has its own database, so they cannot meet).
    maxWorkers: 2,
    // A worker keeps its imported modules from one file to the next instead of importing the server
    // (Fastify, Drizzle, PGlite, zod schemas) afresh for each of its 60 files: 100 s of imports
    // became 23 s, the suite 320 → 207 s (decision 271). Every file still builds its own app on its
    // own database; what a file leaves in a module (a timer, a listener, a cache) must be undone by
    // the app's close, which the harness calls.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      ...engines.map((engine) => ({
        extends: true as const,
        test: {
          name: `server-${engine}`,
          environment: 'node' as const,
          include: ['server/**/*.test.ts'],
          exclude: ['server/test/restart/**', ...(engine === 'pglite' ? ['server/test/instances/**'] : ['server/test/process/**', 'server/test/fuzz.test.ts'])],
          env: { LAJU_TEST_ENGINE: engine },
          sequence: { groupOrder: 0 },
        },
      })),
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres-restart',
                environment: 'node' as const,
                include: ['server/test/restart/**/*.test.ts'],
                env: { LAJU_TEST_ENGINE: 'postgres' },
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
