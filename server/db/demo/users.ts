import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../client';
import { users } from '../schema';
import { createRandom, type Random } from './random';
import type { DemoStep } from './index';

/**
 * Generated users for lists, tests and the bench: deterministic for a seed, fast (one multi-row
 * insert per 1,000 users), all sharing one password hash (docs/product/running.md: demo users share
 * the admin's password). Usernames are `<first>.<last>.<n>` so they never collide with the seeded
 * ones or with each other.
 */
const FIRST_NAMES = [
  'Budi', 'Siti', 'Agus', 'Dewi', 'Rudi', 'Sri', 'Andi', 'Rina', 'Joko', 'Wati', 'Hendra', 'Yuni', 'Bambang',
  'Lestari', 'Eko', 'Ratna', 'Dedi', 'Fitri', 'Arif', 'Indah', 'Wahyu', 'Maya', 'Teguh', 'Ayu', 'Fajar', 'Nur',
  'Rizki', 'Putri', 'Hadi', 'Sari', 'Iwan', 'Dian', 'Yusuf', 'Kartika', 'Gilang', 'Anisa',
];
const LAST_NAMES = [
  'Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Pratama', 'Kusuma', 'Nugroho', 'Setiawan', 'Lestari', 'Siregar',
  'Hasibuan', 'Nasution', 'Simanjuntak', 'Wibowo', 'Gunawan', 'Halim', 'Purnomo', 'Susanto', 'Utomo', 'Rahman',
  'Sitompul', 'Tanjung', 'Harahap', 'Permana', 'Firmansyah', 'Kurniawan', 'Suharto', 'Sembiring',
];

export interface GenerateUsersOptions {
  readonly count: number;
  /** Role ids to spread the users over (e.g. every seeded role but Master). */
  readonly roleIds: readonly number[];
  /** The hash every generated user gets (sign in with the matching password). */
  readonly passwordHash: string;
  /** Defaults to a fixed seed, so two runs give the same users. */
  readonly random?: Random;
  /** "Today" of the data; users were created over the year before it. */
  readonly today?: Date;
  /** Share of deactivated users (0–1); default 0.05. */
  readonly deactivatedShare?: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** Inserts `count` users; returns their ids in creation order. */
export async function generateUsers(db: Queryable, options: GenerateUsersOptions): Promise<number[]> {
  if (options.roleIds.length === 0) throw new Error('generateUsers needs at least one role id');
  const random = options.random ?? createRandom(20250405);
  const today = (options.today ?? new Date(new Date().toISOString().slice(0, 10))).getTime();
  const deactivatedShare = options.deactivatedShare ?? 0.05;
  // Numbering continues after any generated users already there, so the generator can run twice.
  const [{ next } = { next: 1 }] = rowsOf<{ next: number }>(
    await db.execute(sql`select count(*)::int + 1 as next from users where username ~ '\\.[0-9]{5}$'`),
  );
  const ids: number[] = [];
  const BATCH = 1000;
  // The search index updates entry by entry (fastupdate off, migration 0002); for a bulk insert,
  // collecting the entries and merging them once is ~5× faster. Same transaction, so the setting
  // never outlives the generator.
  const bulk = options.count >= 500;
  if (bulk) await db.execute(sql`alter index users_search_trgm_idx set (fastupdate = on)`);
  for (let start = 0; start < options.count; start += BATCH) {
    const rows = [];
    for (let index = start; index < Math.min(options.count, start + BATCH); index += 1) {
      const number = Number(next) + index;
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const username = `${first}.${last}.${String(number).padStart(5, '0')}`.toLowerCase();
      const createdAt = new Date(today - random.int(1, 365) * DAY - random.int(0, DAY - 1));
      const updatedAt = new Date(Math.min(today, createdAt.getTime() + random.int(0, 60) * DAY));
      const deactivated = random.next() < deactivatedShare;
      rows.push({
        username,
        name: `${first} ${last}`,
        email: random.next() < 0.7 ? `${username}@laju.test` : null,
        passwordHash: options.passwordHash,
        roleId: random.pick(options.roleIds),
        deactivatedAt: deactivated ? updatedAt : null,
        createdAt,
        updatedAt,
      });
    }
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  if (bulk) {
    await db.execute(sql`select gin_clean_pending_list('users_search_trgm_idx'::regclass)`);
    await db.execute(sql`alter index users_search_trgm_idx set (fastupdate = off)`);
  }
  return ids;
}

/**
 * A demo step adding `count` generated users over every seeded role but Master (the default demo
 * install keeps one user per role, docs/product/running.md; tests and the bench add this step).
 */
export function usersStep(count: number, passwordHash: string): DemoStep {
  return {
    name: `users(${count})`,
    async run(context) {
      const roleIds = [...context.roleIds].filter(([name]) => name !== 'Master').map(([, id]) => id);
      const ids = await generateUsers(context.tx, { count, roleIds, passwordHash, random: context.random, today: context.today });
      context.ids.set('users', ids);
    },
  };
}
