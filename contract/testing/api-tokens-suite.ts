import { describe, expect, it } from 'vitest';
import type { Session } from './session-side';
import { clientOf, dataOf } from './session-side';

/**
 * Managing API tokens (docs/decisions/347-api-tokens.md) as one suite run against the MSW mock
 * (src/mocks/handlers/api-tokens.test.ts) and the real server (server/test/api-tokens.test.ts):
 * creating one (answered once, listed without the token), revoking it, the refusals that change
 * nothing, and a token that tries to manage tokens.
 */
type Token = {
  id: number;
  name: string;
  prefix: string;
  role: { id: number; name: string };
  createdBy: { id: number; name: string } | null;
  expiresAt: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: string;
};

export interface ApiTokenSessions {
  /** Master: holds manage-api-tokens. */
  readonly admin: Session;
  /** Viewer: does not. */
  readonly viewer: Session;
}

export function apiTokensContractSuite(sessions: () => ApiTokenSessions) {
  describe('API tokens (shared contract)', () => {
    const list = async (session: Session) => {
      const answer = await session.client.get('/api/api-tokens');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return dataOf<Token[]>(answer);
    };

    it('creates a token, answers it once and lists it without it', async () => {
      const { admin } = sessions();
      const answer = await admin.client.post('/api/api-tokens', { name: '  Toko   daring ', roleId: admin.roleId, expiresInDays: 90 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(Object.keys(answer.body).sort()).toEqual(['data', 'token']);
      const apiToken = dataOf<Token>(answer);
      const { token } = answer.body as { token: string };
      expect(token).toMatch(/^laju_[A-Za-z0-9_-]{43}$/);
      expect(apiToken).toMatchObject({ name: 'Toko daring', role: { id: admin.roleId }, createdBy: { id: admin.userId }, lastUsedAt: null, revokedAt: null, state: 'active' });
      expect(token.startsWith(apiToken.prefix)).toBe(true);
      expect(apiToken.prefix.length).toBeLessThan(16);
      const days = (Date.parse(apiToken.expiresAt) - Date.parse(apiToken.createdAt)) / 86_400_000;
      expect(Math.round(days)).toBe(90);

      const listed = await list(admin);
      expect(listed[0]).toEqual(apiToken);
      expect(JSON.stringify(listed)).not.toContain(token);
    });

    it('revokes a token; revoking again changes nothing; an unknown one is 404', async () => {
      const { admin } = sessions();
      const apiToken = dataOf<Token>(await admin.client.post('/api/api-tokens', { name: 'Sementara', roleId: admin.roleId, expiresInDays: 7 }));
      const revoked = await admin.client.post(`/api/api-tokens/${apiToken.id}/revoke`, {});
      expect(revoked.status).toBe(200);
      const first = dataOf<Token>(revoked);
      expect(first).toMatchObject({ id: apiToken.id, state: 'revoked' });
      expect(first.revokedAt).not.toBeNull();
      const again = await admin.client.post(`/api/api-tokens/${apiToken.id}/revoke`, {});
      expect([again.status, dataOf<Token>(again).revokedAt]).toEqual([200, first.revokedAt]);
      expect((await list(admin)).find((entry) => entry.id === apiToken.id)?.state).toBe('revoked');
      const unknown = await admin.client.post('/api/api-tokens/999999/revoke', {});
      expect([unknown.status, (unknown.body.error as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
    });

    it('refuses a blank, long or marked-up name, an unknown role or expiry, and creates nothing', async () => {
      const { admin } = sessions();
      const before = await list(admin);
      const refused: [Record<string, unknown>, Record<string, string>][] = [
        [{ name: '   ', roleId: admin.roleId, expiresInDays: 30 }, { name: 'REQUIRED' }],
        [{ name: 'x'.repeat(81), roleId: admin.roleId, expiresInDays: 30 }, { name: 'TOO_LONG' }],
        [{ name: '<b>Tebal</b>', roleId: admin.roleId, expiresInDays: 30 }, { name: 'INVALID_CHARACTERS' }],
        [{ name: 'Peran hilang', roleId: 999_999, expiresInDays: 30 }, { roleId: 'NOT_FOUND' }],
      ];
      for (const [body, fields] of refused) {
        const answer = await admin.client.post('/api/api-tokens', body);
        expect([answer.status, (answer.body.error as { code: string; fields: Record<string, string> }).code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
        expect((answer.body.error as { fields: Record<string, string> }).fields).toEqual(fields);
      }
      for (const body of [{ name: 'Lima hari', roleId: admin.roleId, expiresInDays: 5 }, { name: 'Tanpa peran', expiresInDays: 30 }, { name: 'Lain', roleId: admin.roleId, expiresInDays: 30, scope: 'all' }]) {
        const answer = await admin.client.post('/api/api-tokens', body);
        expect([answer.status, (answer.body.error as { code: string }).code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect(await list(admin)).toEqual(before);
    });

    it('answers 403 to a user without manage-api-tokens and to a token managing tokens, and nothing changes', async () => {
      const { admin, viewer } = sessions();
      const before = await list(admin);
      expect((await viewer.client.get('/api/api-tokens')).status).toBe(403);
      const byViewer = await viewer.client.post('/api/api-tokens', { name: 'Viewer', roleId: viewer.roleId, expiresInDays: 7 });
      expect([byViewer.status, (byViewer.body.error as { code: string }).code]).toEqual([403, 'FORBIDDEN']);
      expect((await viewer.client.post(`/api/api-tokens/${before[0]!.id}/revoke`, {})).status).toBe(403);

      const { token } = (await admin.client.post('/api/api-tokens', { name: 'Mesin', roleId: admin.roleId, expiresInDays: 7 })).body as { token: string };
      const machine = clientOf(admin.browser, token);
      const listed = await list(admin);
      for (const answer of [
        await machine.get('/api/api-tokens'),
        await machine.post('/api/api-tokens', { name: 'Anak', roleId: admin.roleId, expiresInDays: 7 }),
        await machine.post(`/api/api-tokens/${listed[0]!.id}/revoke`, {}),
      ]) {
        expect([answer.status, (answer.body.error as { code: string }).code]).toEqual([403, 'TOKEN_NOT_ALLOWED']);
      }
      expect(await list(admin)).toEqual(listed);
    });
  });
}
