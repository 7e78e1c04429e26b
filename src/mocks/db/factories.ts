import { mockRoles, mockTime, mockUsers, type MockUser } from './auth';

/** A small deterministic PRNG (mulberry32): the same seed gives the same demo data everywhere. */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Agus', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fajar', 'Gita', 'Hadi', 'Indah', 'Joko', 'Kartika', 'Lestari', 'Made', 'Nur', 'Putri', 'Rina', 'Sari', 'Teguh', 'Wahyu', 'Yuni'];
const LAST = ['Santoso', 'Wijaya', 'Saputra', 'Lestari', 'Pratama', 'Hidayat', 'Kusuma', 'Nugroho', 'Rahayu', 'Siregar', 'Setiawan', 'Halim'];

/** Adds `count` staff users across the non-Master roles; every seventh is deactivated. */
export function addGeneratedUsers(count: number, seed = 2025): MockUser[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const roles = mockRoles.filter((role) => role.name !== 'Master');
  const added: MockUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const id = mockUsers.length + 1;
    const username = `${first}.${last}${id}`.toLowerCase();
    const created = mockTime(60 * 24 * (i + 1));
    const deactivated = i % 7 === 6;
    const user: MockUser = {
      id,
      username,
      name: `${first} ${last}`,
      email: i % 5 === 4 ? null : `${username}@laju.example`,
      roleId: pick(roles).id,
      active: !deactivated,
      deactivatedAt: deactivated ? mockTime(60 * 24 * (i + 2)) : null,
      version: deactivated ? 2 : 1,
      createdAt: created,
      updatedAt: deactivated ? mockTime(60 * 24 * (i + 2)) : created,
    };
    mockUsers.push(user);
    added.push(user);
  }
  return added;
}
