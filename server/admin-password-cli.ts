import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { PasswordHasher } from './auth/passwords';
import { PasswordCommandError, setPasswordFromCommandLine } from './admin-password';

/**
 * `npm run admin:password -- <username>`: asks for the new password twice on a terminal, or reads
 * its first line from standard input (`echo "$PASSWORD" | npm run admin:password -- admin`).
 * Uses the same settings as `npm start` (DATABASE_URL, LAJU_DATA_DIR). With the embedded database
 * the server must be stopped first: one process per data dir.
 */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(prompt);
      const stdin = process.stdin;
      let typed = '';
      stdin.setRawMode(true);
      stdin.resume();
      stdin.setEncoding('utf8');
      const onData = (key: string) => {
        for (const char of key) {
          if (char === '\r' || char === '\n') {
            stdin.setRawMode(false);
            stdin.pause();
            stdin.off('data', onData);
            process.stdout.write('\n');
            resolve(typed);
            return;
          }
          if (char === '\u0003') process.exit(130);
          typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
        }
      };
      stdin.on('data', onData);
    });
  const first = await ask('New password: ');
  const again = await ask('Repeat it: ');
  if (first !== again) throw new PasswordCommandError('The two passwords differ; nothing changed.');
  return first;
}

async function main() {
  const username = process.argv[2];
  if (!username) throw new PasswordCommandError('Usage: npm run admin:password -- <username>');
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = await lockDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pgdata') });
  try {
    // A data dir that never started has no users yet; a newer code base may have migrations due.
    await migrate(database, undefined, { apply: process.env.LAJU_MIGRATE !== '0' });
    const password = await readPassword();
    const result = await setPasswordFromCommandLine(database, new PasswordHasher(config.scrypt, config.maxConcurrentHashes), {
      username,
      password,
      demo: config.demo,
    });
    process.stdout.write(`New password set for ${result.username}; ${result.endedSessions} session(s) ended.\n`);
    if (result.deactivated) process.stdout.write(`${result.username} is deactivated: restore the user before signing in.\n`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) process.stderr.write(`${error.message}\nStop the LAJU server first, then run this again.\n`);
  else process.stderr.write(`${error instanceof Error && error instanceof PasswordCommandError ? error.message : String(error)}\n`);
  process.exit(1);
});
