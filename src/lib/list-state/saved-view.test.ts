import { describe, expect, it } from 'vitest';
import type { ListStateConfig } from './list-state';
import { readViewSearch, viewSearchOfState } from './saved-view';

const CONFIG = {
  sortFields: ['name', 'createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  filters: {
    status: { kind: 'enum', values: ['active', 'inactive'] },
    customer: { kind: 'number', param: 'customerId' },
    days: { kind: 'dateRange' },
  },
  prefix: 'log.',
} as const satisfies ListStateConfig;

describe('viewSearchOfState', () => {
  it('writes search, filters, sort and size without prefix, page or defaults', () => {
    const search = viewSearchOfState(
      { page: 4, size: 25, q: 'toko', sort: { field: 'createdAt', direction: 'desc' }, filters: { status: 'active', customer: 7, days: { start: '2025-01-01' } } },
      CONFIG,
    );
    expect(search).toBe('q=toko&status=active&customerId=7&startDate=2025-01-01&sort=-createdAt&size=25');
    expect(viewSearchOfState({ page: 2, size: 10, q: '', sort: { field: 'name', direction: 'asc' }, filters: {} }, CONFIG)).toBe('');
  });
});

describe('readViewSearch', () => {
  it('reads back what it wrote, on page 1, dropping nothing', () => {
    const { state, dropped } = readViewSearch('?q=toko&status=active&customerId=7&sort=-createdAt&size=25&page=3', CONFIG);
    expect(state).toEqual({ page: 1, size: 25, q: 'toko', sort: { field: 'createdAt', direction: 'desc' }, filters: { status: 'active', customer: 7 } });
    expect(dropped).toEqual([]);
  });

  it('names each parameter the list no longer knows or no longer accepts, once', () => {
    const { state, dropped } = readViewSearch('warehouse=3&status=archived&sort=-weight&q=gula&warehouse=4&size=1000', CONFIG);
    expect(dropped).toEqual(['warehouse', 'status', 'sort', 'size']);
    expect(state).toEqual({ page: 1, size: 10, q: 'gula', sort: { field: 'name', direction: 'asc' }, filters: {} });
  });

  it('keeps a date range written backwards, and the default sort written out', () => {
    const { state, dropped } = readViewSearch('startDate=2025-03-31&endDate=2025-03-01&sort=name', CONFIG);
    expect(dropped).toEqual([]);
    expect(state.filters).toEqual({ days: { start: '2025-03-01', end: '2025-03-31' } });
  });

  it('reads an empty string as the list’s defaults', () => {
    expect(readViewSearch('', CONFIG)).toEqual({ state: { page: 1, size: 10, q: '', sort: { field: 'name', direction: 'asc' }, filters: {} }, dropped: [] });
  });
});
