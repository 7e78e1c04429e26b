import type { Session } from '../../../../contract/auth';
import { isPermissionList, isSession } from '../../../../contract/guards';
import type { ApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

/**
 * A session answer that lacks fields is treated like a refused one (docs/decisions/006). The
 * sign-in's own endpoints (sign-in/) check their sessions with it too.
 */
export function parseSession(body: unknown, status: number): Session {
  const data = (body as { data?: unknown } | null)?.data;
  if (!isSession(data)) throw new ApiError(status, 'INVALID_RESPONSE', 'The session answer is incomplete');
  return { userId: data.userId, username: data.username, accessToken: data.accessToken, roleId: data.roleId };
}

export async function refreshSession(api: ApiClient): Promise<Session> {
  return parseSession(await api.post('/api/auth/refresh', undefined, { noRefresh: true }), 400);
}

export async function logout(api: ApiClient): Promise<void> {
  await api.delete('/api/auth/logout', { noRefresh: true });
}

export const myPermissionsKey = (userId: number) => ['/api/roles/my/permissions', userId] as const;

export async function getMyPermissions(api: ApiClient): Promise<string[]> {
  const body = await api.get<{ data?: unknown }>('/api/roles/my/permissions');
  const data = body?.data;
  if (!isPermissionList(data)) throw new ApiError(200, 'INVALID_RESPONSE', 'The permission answer is not a list');
  return data.map((entry) => entry.name);
}
