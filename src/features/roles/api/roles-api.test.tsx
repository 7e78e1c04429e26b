import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiContext, type ApiClients } from '../../../lib/api/ApiContext';
import { createApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { findRole, mockRoles } from '../../../mocks/db/auth';
import { resetMockDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { useRoleNames } from '../../../components/pickers/RolePicker/role-lookup';
import { useCreateRole, useRole, useRoleLogs, useRolePermissions, useRoles, useUpdateRole, useUpdateRolePermissions } from './roles-api';

/** The hooks against the MSW mock API in Node: what they send, and which keys follow a write. */
function wrapper() {
  const { accessToken } = storySessionOf('Master');
  const auth = { getAccessToken: () => accessToken, refresh: () => Promise.reject(new Error('no refresh')) };
  const clients: ApiClients = {
    api: createApiClient({ baseUrl: 'http://laju.test', auth }),
    longApi: createApiClient({ baseUrl: 'http://laju.test', auth }),
  };
  const cache = new Map();
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>
    </SWRConfig>
  );
}

describe('roles api hooks', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => void resetMockDb());
  afterAll(() => server.close());

  it('creates one role for a repeated submit with the same key, and the lists follow', async () => {
    const { result } = renderHook(() => ({ list: useRoles('page=1&size=10&sort=name&q=sopir'), create: useCreateRole() }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.data?.data).toEqual([]));
    await act(async () => {
      const [first, second] = await Promise.all([
        result.current.create({ name: 'Sopir', description: '' }, 'key-1'),
        result.current.create({ name: 'Sopir', description: '' }, 'key-1'),
      ]);
      expect(second.id).toBe(first.id);
    });
    expect(mockRoles.filter((role) => role.name === 'Sopir')).toHaveLength(1);
    await waitFor(() => expect(result.current.list.data?.data.map((role) => role.name)).toEqual(['Sopir']));
  });

  it('renames a role: the record, the lists, the matrix and the role picker names follow', async () => {
    const { result } = renderHook(
      () => ({
        role: useRole(6),
        list: useRoles('page=1&size=10&sort=name&q=viewer'),
        matrix: useRolePermissions(6),
        names: useRoleNames(),
        update: useUpdateRole(),
      }),
      { wrapper: wrapper() },
    );
    // One wait for all four: here an answer landing between two waits is not rendered.
    const shown = () => {
      const { role, list, matrix, names } = result.current;
      return [role.data?.name, list.data?.data.map((row) => row.name), matrix.data?.roleName, names.get(6)];
    };
    await waitFor(() => expect(shown()).toEqual(['Viewer', ['Viewer'], 'Viewer', 'Viewer']));
    await act(async () => {
      await result.current.update(6, { name: 'Pembaca', version: result.current.role.data!.version });
    });
    await waitFor(() => expect(shown()).toEqual(['Pembaca', [], 'Pembaca', 'Pembaca']));
  });

  it('refuses taking update-permissions from the last Master and changes nothing', async () => {
    const { result } = renderHook(() => ({ save: useUpdateRolePermissions(1) }), { wrapper: wrapper() });
    const names = findRole(1)!.permissions.filter((name) => name !== 'update-permissions');
    const error = await result.current.save({ names, version: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'LAST_PERMISSION_MANAGER' });
    expect(findRole(1)).toMatchObject({ version: 1 });
    expect(findRole(1)!.permissions).toContain('update-permissions');
  });

  it('reports an unknown permission by its index', async () => {
    const { result } = renderHook(() => useUpdateRolePermissions(6), { wrapper: wrapper() });
    const error = await result.current({ names: ['read-dashboard', 'delete-everything'], version: 1 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, fields: { 'names.1': 'UNKNOWN_PERMISSION' } });
    expect(findRole(6)!.permissions).toEqual(['read-dashboard']);
  });

  it('puts the saved permissions in the cache and revalidates the change log', async () => {
    const { result } = renderHook(
      () => ({ matrix: useRolePermissions(6), log: useRoleLogs('id=6&page=1&size=10'), save: useUpdateRolePermissions(6) }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.log.data?.paging.totalItems).toBe(1));
    await act(async () => {
      await result.current.save({ names: ['read-dashboard', 'read-items'], version: 1 });
    });
    expect(result.current.matrix.data?.version).toBe(2);
    expect(result.current.matrix.data?.permissions.filter((permission) => permission.granted).map((permission) => permission.name)).toEqual([
      'read-dashboard',
      'read-items',
    ]);
    await waitFor(() => expect(result.current.log.data?.paging.totalItems).toBe(2));
    expect(result.current.log.data?.data[0]).toMatchObject({ action: 'UPDATE', before: { permissions: ['read-dashboard'] }, after: { permissions: ['read-dashboard', 'read-items'] } });
  });

  it('answers 409 VERSION_CONFLICT with the current permission matrix for a stale version', async () => {
    const { result } = renderHook(() => useUpdateRolePermissions(6), { wrapper: wrapper() });
    await act(async () => {
      await result.current({ names: ['read-items'], version: 1 });
    });
    const error = await result.current({ names: ['read-fleets'], version: 1 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 409, code: 'VERSION_CONFLICT', details: { current: { roleId: 6, roleName: 'Viewer', version: 2 } } });
  });
});
