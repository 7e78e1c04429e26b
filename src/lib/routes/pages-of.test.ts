import { describe, expect, it } from 'vitest';
import { CUSTOMERS, ITEMS } from '../../../contract/areas';
import { pagesOf, routes } from './routes';

describe('pagesOf', () => {
  it("gives a resource area's five pages as the routes declare them", () => {
    const items = pagesOf(ITEMS.key);
    expect(items.paths.detail(7)).toBe('/items/7/detail');
    expect(items.paths.data()).toBe('/items/data');
    expect(items.routes.new.permissions).toEqual([ITEMS.permission.create]);
    expect(pagesOf(CUSTOMERS.key).routes.edit).toBe(routes.customers.edit);
  });

  it('refuses an area without them', () => {
    expect(() => pagesOf('dashboard')).toThrow(/dashboard has no resource pages/);
    expect(() => pagesOf('nothing')).toThrow();
  });
});
