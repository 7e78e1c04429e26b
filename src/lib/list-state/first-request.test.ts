import { describe, expect, it } from 'vitest';
import { firstListRequest } from './first-request';
import type { ListStateConfig } from './list-state';

const config = {
  sortFields: ['name', 'createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: { status: { kind: 'enum', values: ['deactivated', 'all'] } },
} as const satisfies ListStateConfig;

describe('firstListRequest', () => {
  it('asks for what the list screen asks for: defaults filled in, the page’s own parameters kept', () => {
    expect(firstListRequest('/api/users', config, '')).toBe('/api/users?page=1&size=10&sort=-createdAt');
    expect(firstListRequest('/api/users', config, '?q=budi+s&page=3&sort=name&status=all')).toBe('/api/users?page=3&size=10&q=budi+s&sort=name&status=all');
  });

  it('cleans a hand-edited link as the screen does, and drops parameters the screen never sends', () => {
    expect(firstListRequest('/api/users', config, '?page=-4&size=1000&sort=password&status=x')).toBe('/api/users?page=1&size=10&sort=-createdAt');
    expect(firstListRequest('/api/users/logs', config, '?q=x&status=all', ['q', 'sort'])).toBe('/api/users/logs?page=1&size=10&status=all');
  });
});
