import { defineConfig } from 'vitest/config';

/**
 * The server suite (node environment), separate from the front end's vitest.config.ts. It always
 * runs against PGlite and, when LAJU_TEST_DATABASE_URL is set (CI starts PostgreSQL 15), once more
 * against that server, each test file in its own throw-away database.
 */
const engines = ['pglite', ...(process.env.LAJU_TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: `server-${engine}`,
        environment: 'node',
        include: ['server/**/*.test.ts'],
        // server/test/process starts the server as its own process, on its own PGlite data dir;
        // server/test/instances starts servers on the PostgreSQL server (several instances, its
        // restarts, kill -9; issue 11), so it runs in the PostgreSQL run only.
        exclude: engine === 'pglite' ? ['server/test/instances/**'] : ['server/test/process/**'],
        env: { LAJU_TEST_ENGINE: engine },
      },
    })),
  },
});
