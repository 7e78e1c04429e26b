import { describe, expect, it } from 'vitest';
import type { Session } from './session-side';
import { dataOf } from './session-side';

/**
 * Saved views (docs/decisions/334-saved-views.md) as one suite run against the MSW mock
 * (src/mocks/handlers/views.test.ts) and the real server (server/test/views.test.ts): saving,
 * renaming, reordering and deleting one's own views; sharing with a role only with share-views;
 * a list's views only for readers of the list; and the refusals that change nothing.
 */
type View = { id: number; list: string; name: string; search: string; sharedWith: { id: number; name: string } | null; mine: boolean };

export interface ViewSessions {
  /** Master. */
  readonly admin: Session;
  /** Spv: reads every list and holds share-views. */
  readonly spv: Session;
  /** Kepala Gudang: reads customers and items, no share-views. */
  readonly kepala: Session;
  /** Admin Gudang: reads items, not customers. */
  readonly gudang: Session;
  /** Viewer: reads no list. */
  readonly viewer: Session;
}

export function viewsContractSuite(sessions: () => ViewSessions) {
  describe('saved views (shared contract)', () => {
    const viewsOf = async (session: Session, list: string) => {
      const answer = await session.client.get(`/api/views?list=${list}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return dataOf<View[]>(answer);
    };
    const save = async (session: Session, body: Record<string, unknown>) => {
      const answer = await session.client.post('/api/views', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return dataOf<View>(answer);
    };

    it('saves, renames, reorders and deletes the owner’s views; the search string keeps no page and no leading "?"', async () => {
      const { admin } = sessions();
      const first = await save(admin, { list: 'fleets', name: '  Armada   aktif ', search: '?status=active&page=3&sort=-plate' });
      expect(first).toMatchObject({ list: 'fleets', name: 'Armada aktif', search: 'status=active&sort=-plate', sharedWith: null, mine: true });
      const second = await save(admin, { list: 'fleets', name: 'Semua armada' });
      expect(second.search).toBe('');
      const third = await save(admin, { list: 'fleets', name: 'Cari B 12', search: 'q=B+12&size=25' });
      expect((await viewsOf(admin, 'fleets')).map((view) => view.name)).toEqual(['Armada aktif', 'Semua armada', 'Cari B 12']);

      const renamed = await admin.client.patch(`/api/views/${second.id}`, { name: 'Seluruh armada', search: 'size=50' });
      expect([renamed.status, dataOf<View>(renamed).name, dataOf<View>(renamed).search]).toEqual([200, 'Seluruh armada', 'size=50']);
      const unchanged = await admin.client.patch(`/api/views/${second.id}`, { name: 'Seluruh armada' });
      expect(unchanged.status).toBe(200);

      const ordered = await admin.client.put('/api/views/order', { list: 'fleets', ids: [third.id, first.id, second.id] });
      expect([ordered.status, dataOf<View[]>(ordered).map((view) => view.id)]).toEqual([200, [third.id, first.id, second.id]]);
      expect((await viewsOf(admin, 'fleets')).map((view) => view.id)).toEqual([third.id, first.id, second.id]);

      const deleted = await admin.client.delete(`/api/views/${first.id}`);
      expect([deleted.status, deleted.body]).toEqual([200, { data: 'Ok' }]);
      expect((await viewsOf(admin, 'fleets')).map((view) => view.id)).toEqual([third.id, second.id]);
      expect((await admin.client.delete(`/api/views/${first.id}`)).status).toBe(404);
      // A view of another list is not this list's.
      expect(await viewsOf(admin, 'items')).toEqual([]);
    });

    it('refuses a long, marked-up, blank or duplicate name, an unknown list or a wrong order, and changes nothing', async () => {
      const { admin } = sessions();
      const kept = await save(admin, { list: 'deliveryOrders', name: 'DO terbuka', search: 'status=OPEN' });
      const other = await save(admin, { list: 'deliveryOrders', name: 'DO batal', search: 'status=BATAL' });
      const before = await viewsOf(admin, 'deliveryOrders');
      const refused: [Record<string, unknown>, number, Record<string, string> | undefined, string][] = [
        [{ list: 'deliveryOrders', name: 'x'.repeat(500) }, 400, { name: 'TOO_LONG' }, 'VALIDATION_FAILED'],
        [{ list: 'deliveryOrders', name: '<b>Tebal</b>' }, 400, { name: 'INVALID_CHARACTERS' }, 'VALIDATION_FAILED'],
        [{ list: 'deliveryOrders', name: '   ' }, 400, { name: 'REQUIRED' }, 'VALIDATION_FAILED'],
        [{ list: 'deliveryOrders', name: 'Baris\u202Ebaru' }, 400, { name: 'INVALID_CHARACTERS' }, 'VALIDATION_FAILED'],
        [{ list: 'deliveryOrders', name: '  do   TERBUKA ' }, 409, { name: 'TAKEN' }, 'CONFLICT'],
        [{ list: 'warehouses', name: 'Gudang' }, 400, { list: 'INVALID_VALUE' }, 'VALIDATION_FAILED'],
        [{ list: 'deliveryOrders', name: 'Lain', extra: 1 }, 400, { extra: 'UNKNOWN_FIELD' }, 'VALIDATION_FAILED'],
        [{ list: 'deliveryOrders', name: 'Panjang', search: 'q='.padEnd(1001, 'a') }, 400, { search: 'TOO_LONG' }, 'VALIDATION_FAILED'],
      ];
      for (const [body, status, fields, code] of refused) {
        const answer = await admin.client.post('/api/views', body);
        expect([answer.status, answer.body.error?.code, answer.body.error?.fields], JSON.stringify(body).slice(0, 80)).toEqual([status, code, fields]);
      }
      const clash = await admin.client.patch(`/api/views/${other.id}`, { name: 'DO Terbuka' });
      expect([clash.status, clash.body.error?.code, clash.body.error?.fields]).toEqual([409, 'CONFLICT', { name: 'TAKEN' }]);
      const long = await admin.client.patch(`/api/views/${other.id}`, { name: 'y'.repeat(61) });
      expect([long.status, long.body.error?.fields]).toEqual([400, { name: 'TOO_LONG' }]);
      for (const ids of [[kept.id], [kept.id, kept.id], [kept.id, other.id, 999_999]]) {
        const answer = await admin.client.put('/api/views/order', { list: 'deliveryOrders', ids });
        expect([answer.status, answer.body.error?.fields]).toEqual([400, { ids: 'INVALID_VALUE' }]);
      }
      expect((await admin.client.get('/api/views?list=nothing')).body.error?.fields).toEqual({ list: 'INVALID_VALUE' });
      expect(await viewsOf(admin, 'deliveryOrders')).toEqual(before);
      // The same name in another list, or another owner's list, is free.
      await save(admin, { list: 'shipments', name: 'DO terbuka' });
      await save(sessions().spv, { list: 'deliveryOrders', name: 'DO terbuka' });
    });

    it('shares with a role only with share-views; the role reads it and may apply it, only the owner changes it', async () => {
      const { spv, kepala, gudang, viewer, admin } = sessions();
      const refused = await kepala.client.post('/api/views', { list: 'customers', name: 'Bagikan', roleId: spv.roleId });
      expect([refused.status, refused.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      expect(await viewsOf(kepala, 'customers')).toEqual([]);
      const own = await save(kepala, { list: 'customers', name: 'Kustomer aktif saya', search: 'status=active' });
      const shareOwn = await kepala.client.patch(`/api/views/${own.id}`, { roleId: spv.roleId });
      expect([shareOwn.status, shareOwn.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      expect((await viewsOf(kepala, 'customers')).map((view) => view.sharedWith)).toEqual([null]);

      const unknownRole = await spv.client.post('/api/views', { list: 'customers', name: 'Ke peran hilang', roleId: 999_999 });
      expect([unknownRole.status, unknownRole.body.error?.fields]).toEqual([400, { roleId: 'NOT_FOUND' }]);
      const shared = await save(spv, { list: 'customers', name: 'Kustomer nonaktif', search: 'status=inactive', roleId: kepala.roleId });
      expect(shared.sharedWith?.id).toBe(kepala.roleId);
      expect(shared.sharedWith?.name).toBe('Kepala Gudang');

      const seen = await viewsOf(kepala, 'customers');
      expect(seen.map((view) => [view.name, view.mine, view.sharedWith?.name ?? null])).toEqual([
        ['Kustomer aktif saya', true, null],
        ['Kustomer nonaktif', false, 'Kepala Gudang'],
      ]);
      for (const answer of [
        await kepala.client.patch(`/api/views/${shared.id}`, { name: 'Diambil alih' }),
        await kepala.client.delete(`/api/views/${shared.id}`),
      ]) {
        expect([answer.status, answer.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      }
      // Nobody else sees another's personal view, even with share-views.
      expect((await spv.client.patch(`/api/views/${own.id}`, { name: 'Milik saya' })).status).toBe(404);
      expect((await admin.client.delete(`/api/views/${own.id}`)).status).toBe(404);
      expect((await viewsOf(admin, 'customers')).map((view) => view.id)).not.toContain(shared.id);

      // A list the reader cannot read answers none of its views, shared or not.
      const gudangCustomers = await gudang.client.get('/api/views?list=customers');
      expect([gudangCustomers.status, gudangCustomers.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      expect((await gudang.client.post('/api/views', { list: 'customers', name: 'Coba' })).status).toBe(403);
      expect((await viewer.client.get('/api/views?list=items')).status).toBe(403);
      const forGudang = await save(spv, { list: 'customers', name: 'Untuk gudang', roleId: gudang.roleId });
      expect((await gudang.client.patch(`/api/views/${forGudang.id}`, { name: 'x' })).status).toBe(404);

      // The owner moves it to another role, then makes it personal again: it leaves their screens.
      const moved = await spv.client.patch(`/api/views/${shared.id}`, { roleId: gudang.roleId });
      expect(dataOf<View>(moved).sharedWith?.name).toBe('Admin Gudang');
      expect((await viewsOf(kepala, 'customers')).map((view) => view.id)).toEqual([own.id]);
      const personal = await spv.client.patch(`/api/views/${shared.id}`, { roleId: null });
      expect(dataOf<View>(personal).sharedWith).toBeNull();
      expect((await spv.client.put('/api/views/order', { list: 'customers', ids: [forGudang.id, shared.id] })).status).toBe(200);
    });

    it('answers a repeated save with the same Idempotency-Key once', async () => {
      const { admin } = sessions();
      const body = { list: 'users', name: 'Pengguna baru', search: 'sort=-createdAt' };
      const first = await admin.client.post('/api/views', body, { 'idempotency-key': 'views-suite-1' });
      const again = await admin.client.post('/api/views', body, { 'idempotency-key': 'views-suite-1' });
      expect([first.status, again.status, again.header('idempotency-replayed')]).toEqual([201, 201, 'true']);
      expect(dataOf<View>(again).id).toBe(dataOf<View>(first).id);
      expect((await viewsOf(admin, 'users')).filter((view) => view.name === 'Pengguna baru')).toHaveLength(1);
    });
  });
}
