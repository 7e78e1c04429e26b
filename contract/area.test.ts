import { describe, expect, it } from 'vitest';
import { declareArea, declarationProblems, kebab, type AnyArea } from './area';
import { AREA_DECLARATIONS, CUSTOMERS, DELIVERY_ORDERS, USERS } from './areas';
import { PERMISSION_NAMES } from './permissions';

const area = (input: Parameters<typeof declareArea>[0]) => declareArea(input) as unknown as AnyArea;
const things = {
  key: 'things',
  entity: 'thing',
  idPrefix: 'T',
  noun: 'Thing',
  permissions: { list: { id: 'Melihat barang', en: 'List things' } },
  list: { search: ['name'], sort: ['name'], defaultSort: 'name', unique: { name: { compare: 'lower', message: 'Thing name already in use' } } },
} as const;

describe('an area declaration', () => {
  it('spells everything from its key and entity', () => {
    expect(kebab('deliveryOrders')).toBe('delivery-orders');
    expect(DELIVERY_ORDERS).toMatchObject({ segment: 'delivery-orders', api: '/api/delivery-orders', changeEntity: 'delivery-order' });
    expect(DELIVERY_ORDERS.permission).toMatchObject({ list: 'read-delivery-orders', read: 'read-delivery-order', logs: 'read-delivery-orders-logs', cancel: 'cancel-delivery-order' });
    expect(USERS.permission.listRemoved).toBe('read-removed-users');
    expect(CUSTOMERS.api).toBe('/api/customers');
  });

  it('holds every declared area without a problem, and the catalogue names each permission once', () => {
    expect(declarationProblems(AREA_DECLARATIONS)).toEqual([]);
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
  });

  it('refuses a permission name outside the pattern, naming the area and the permission', () => {
    const bad = area({ ...things, permissions: { ...things.permissions, audit: { name: 'Audit_Things', id: 'Audit', en: 'Audit' } } });
    expect(declarationProblems([bad])).toEqual([
      'Area things: the permission "Audit_Things" does not match the catalogue\'s pattern (lower-case words joined by "-", a verb first).',
    ]);
  });

  it('refuses a permission beyond the five without its whole name', () => {
    const bad = area({ ...things, permissions: { ...things.permissions, audit: { id: 'Audit', en: 'Audit' } } });
    expect(declarationProblems([bad])).toEqual(['Area things: the permission "audit" is not one of the five, so it needs its whole name.']);
  });

  it('refuses two areas with the same base path or id prefix', () => {
    const twice = area({ ...things, idPrefix: 'X', permissions: {} });
    expect(declarationProblems([area(things), twice])).toEqual([
      'Area things: its key "things" is already the key of area things.',
      'Area things: its base path "/api/things" is already the base path of area things.',
    ]);
    expect(declarationProblems([...AREA_DECLARATIONS, area({ ...things, idPrefix: 'C' })])).toEqual([
      'Area things: its id prefix "C" is already the id prefix of area customers.',
    ]);
  });

  it('refuses a unique field without a message and a default sort that is not a sort field', () => {
    const bad = area({ ...things, list: { ...things.list, defaultSort: '-createdAt', unique: { name: { compare: 'lower', message: ' ' } } } });
    expect(declarationProblems([bad])).toEqual([
      'Area things: the default sort "-createdAt" is not one of its sort fields.',
      'Area things: the unique field "name" has no message.',
    ]);
  });
});
