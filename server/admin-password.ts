import { sql } from 'drizzle-orm';
import { PASSWORD_ERRORS } from '../contract/password';
import { passwordPolicyProblem } from './auth/password-policy';
import type { PasswordHasher } from './auth/passwords';
import { rowsOf, type Database } from './db/client';
import { writeActivity } from './services/activity-log';

/**
 * `npm run admin:password -- <username>`: a new password for a user from the command line, for
 * whoever missed the one printed at the first start or lost it. The same policy as the app's
 * forms (server/auth/password-policy.ts); like an administrator's reset, it ends every session
 * of that user and is written to their activity log.
 */
export class PasswordCommandError extends Error {}

const PROBLEMS: Record<string, string> = {
  [PASSWORD_ERRORS.tooShort]: 'The password needs at least 8 characters.',
  [PASSWORD_ERRORS.tooLong]: 'The password can have at most 128 characters.',
  [PASSWORD_ERRORS.isUsername]: 'The password must not be the username.',
  [PASSWORD_ERRORS.common]: 'That password is too common (or published, such as the demo password); choose another.',
};

export interface PasswordSet {
  readonly userId: number;
  readonly username: string;
  readonly endedSessions: number;
  readonly deactivated: boolean;
}

export async function setPasswordFromCommandLine(
  database: Database,
  hasher: PasswordHasher,
  input: { readonly username: string; readonly password: string; readonly demo: boolean },
): Promise<PasswordSet> {
  const [user] = rowsOf<{ id: number; username: string; deactivated_at: unknown }>(
    await database.db.execute(sql`select id, username, deactivated_at from users where lower(username) = lower(${input.username.trim()})`),
  );
  if (!user) throw new PasswordCommandError(`No user is named "${input.username}".`);
  const problem = passwordPolicyProblem(input.password, user.username, { demo: input.demo });
  if (problem) throw new PasswordCommandError(PROBLEMS[problem] ?? problem);
  // Hashed before the transaction: scrypt takes a moment, PGlite's one connection must not wait.
  const passwordHash = await hasher.hash(input.password);
  const userId = Number(user.id);
  const endedSessions = await database.db.transaction(async (tx) => {
    await tx.execute(sql`update users set password_hash = ${passwordHash}, version = version + 1, updated_at = now() where id = ${userId}`);
    const ended = rowsOf(
      await tx.execute(sql`
        update sessions set revoked_at = now(), revoked_reason = 'PASSWORD_RESET'
        where user_id = ${userId} and revoked_at is null returning id`),
    ).length;
    await writeActivity(tx, { type: 'PASSWORD_CHANGED', userId, username: user.username, client: { ip: 'command line', userAgent: 'npm run admin:password' } });
    return ended;
  });
  // Running servers on the same PostgreSQL drop what they cached about this user's sessions.
  await database.broadcast(`user:${userId}`);
  return { userId, username: user.username, endedSessions, deactivated: user.deactivated_at !== null };
}
