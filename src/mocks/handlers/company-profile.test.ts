// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companyProfileContractSuite, type CompanyProfileSessions } from '../../../contract/testing/company-profile-suite';
import { dataOf, signIn } from '../../../contract/testing/session-side';
import { resetMockDb } from '../db';
import { companyProfileStore } from '../db/company-profile';
import { changeLog } from '../db/logs';
import { server } from '../node';
import { emptyCompanyProfile, seedCompanyProfile } from '../scenarios/company-profile';
import { mockPictures, mockSide as side } from '../testing/contract-side';

/** The company profile on the MSW mock: the shared contract suite (also run on the server), then the mock's own seed and scenarios. */
let sessions: CompanyProfileSessions;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  const [admin, ...others] = await Promise.all(['admin', 'spv', 'kepala.gudang', 'admin.suratjalan', 'admin.gudang', 'viewer'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, others };
});
afterAll(() => server.close());

companyProfileContractSuite(() => sessions, mockPictures);

it('writes a change-log row for every change, as the server does', () => {
  const rows = changeLog.filter((row) => row.entity === 'company-profile');
  expect(new Set(rows.map((row) => row.action))).toEqual(new Set(['UPDATE']));
  expect(rows.some((row) => typeof row.after?.logo === 'string' && row.after.logo.startsWith('100 × 50 ('))).toBe(true);
});

it('starts filled in with the demo company and no logo; the scenarios empty it or add the sample logo', async () => {
  resetMockDb();
  const admin = await signIn(side, 'admin');
  const read = async () => dataOf<{ name: string; npwp: string | null; logo: { name: string; width: number; height: number } | null; version: number }>(await admin.client.get('/api/company-profile'));
  expect(await read()).toMatchObject({ name: 'PT Laju Sejahtera Abadi', npwp: '012345678901000', logo: null, version: 2 });
  expect(companyProfileStore.profile.npwp).toMatch(/^\d{15}$/);

  emptyCompanyProfile();
  expect(await read()).toMatchObject({ name: '', npwp: null, logo: null, version: 1 });

  seedCompanyProfile({ name: 'PT Contoh', logo: true });
  const withLogo = await read();
  expect(withLogo).toMatchObject({ name: 'PT Contoh', logo: { width: 240, height: 96 } });
  const served = await mockPictures.fetchFile(`/api/company-profile/logo/${withLogo.logo!.name}`);
  expect([served.status, served.header('content-type')]).toEqual([200, 'image/png']);
});
