import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListStateConfig } from './list-state';
import { useListState, type ListStateApi } from './useListState';

const config = {
  sortFields: ['name', 'createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: { status: { kind: 'enum', values: ['active', 'deactivated'] } },
} as const satisfies ListStateConfig;

type Api = ListStateApi<typeof config.filters>;

/** Renders the hook inside a data router so the test can read the URL and walk history. */
function setup(initial: string) {
  const result: { current: Api | null } = { current: null };
  function Probe() {
    result.current = useListState(config);
    return null;
  }
  const router = createMemoryRouter([{ path: '/users', element: <Probe /> }], { initialEntries: [initial] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  const api = () => {
    if (!result.current) throw new Error('not rendered');
    return result.current;
  };
  return { router, api, search: () => router.state.location.search };
}

describe('useListState', () => {
  it('rewrites a hostile link to its clean form without a new history entry', async () => {
    const { router, api, search } = setup('/users?page=-1&size=1000&sort=password&status=root&tab=x');
    await act(async () => {});
    expect(search()).toBe('?tab=x');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api().page).toBe(1);
    expect(api().apiQuery).toBe('page=1&size=10&sort=-createdAt');
  });

  it('leaves a clean link with a space in its search alone: no rewrite that could undo a later keystroke', async () => {
    const { router, api, search } = setup('/users?q=budi+santoso&status=active');
    await act(async () => {});
    expect(router.state.historyAction).toBe('POP');
    expect(search()).toBe('?q=budi+santoso&status=active');
    expect(api().q).toBe('budi santoso');
    await act(async () => api().setSearch('budi santoso x'));
    await act(async () => {});
    expect(search()).toBe('?q=budi+santoso+x&status=active');
    // Typing on: each keystroke's URL stays the last one sent.
    await act(async () => {
      api().setSearch('budi santoso xy');
    });
    expect(search()).toBe('?q=budi+santoso+xy&status=active');
  });

  it('pushes page changes so Back returns to the previous page', async () => {
    const { router, api, search } = setup('/users?q=budi');
    await act(async () => api().setPage(2));
    expect(search()).toBe('?q=budi&page=2');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => router.navigate(-1));
    expect(api().page).toBe(1);
    expect(api().q).toBe('budi');
  });

  it('replaces history while typing a search and goes back to page 1', async () => {
    const { router, api, search } = setup('/users?page=3');
    await act(async () => api().setSearch('bu'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(search()).toBe('?q=bu');
    // The same search (give or take spaces) changes nothing.
    await act(async () => api().setSearch('bu '));
    expect(search()).toBe('?q=bu');
  });

  it('resets the page when sort or a filter changes, and reports whether the list is filtered', async () => {
    const { api, search } = setup('/users?page=4');
    expect(api().isFiltered).toBe(false);
    await act(async () => api().setFilter('status', 'deactivated'));
    expect(search()).toBe('?status=deactivated');
    expect(api().isFiltered).toBe(true);
    await act(async () => api().setPage(2));
    await act(async () => api().setSort({ field: 'name', direction: 'asc' }));
    expect(search()).toBe('?status=deactivated&sort=name');
    await act(async () => api().setSize(50));
    expect(search()).toBe('?status=deactivated&sort=name&size=50');
    await act(async () => api().reset());
    expect(search()).toBe('?size=50');
    expect(api().sort).toEqual({ field: 'createdAt', direction: 'desc' });
  });
});
