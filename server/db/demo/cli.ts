/**
 * Adds generated users to a LAJU database, for the bench and manual checks of big lists:
 *
 *   node --import tsx server/db/demo/cli.ts users 10000
 *
 * It opens the database `npm start` would (LAJU_DATA_DIR or DATABASE_URL), migrates and seeds it
 * like a first start when it is new, then inserts the users (password: the admin's). The server
 * must not be running on a PGlite data dir (one process per PGlite).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PasswordHasher } from '../../auth/passwords';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { migrate } from '../migrate';
import { roles, users } from '../schema';
import { seed } from '../seed';
import { generateUsers } from './users';

async function main() {
  const [what, countText] = process.argv.slice(2);
  const count = Number(countText);
  if (what !== 'users' || !Number.isInteger(count) || count < 1) {
    throw new Error('usage: node --import tsx server/db/demo/cli.ts users <count>');
  }
  const config = loadConfig();
  // The server's own data-dir lock (decision 124): refused while a server runs on it, and no
  // server starts while this runs.
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pgdata') },
  );
  try {
    await migrate(database);
    const hasher = new PasswordHasher(config.scrypt, config.maxConcurrentHashes);
    await seed(database.db, { hasher, adminPassword: config.adminPassword, demo: config.demo });
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    const roleIds = (await database.db.select({ id: roles.id, name: roles.name }).from(roles))
      .filter((role) => role.name !== 'Master')
      .map((role) => role.id);
    const started = performance.now();
    const ids = await database.db.transaction((tx) =>
      generateUsers(tx, { count, roleIds, passwordHash: admin!.passwordHash }),
    );
    await database.db.execute(sql`analyze`);
    process.stdout.write(`added ${ids.length} users in ${Math.round(performance.now() - started)} ms\n`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
