import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declareArea, type ResourceDeclaration } from '../../contract/area';
import { defineResource, type AreaDefinition } from '../services/resource';
import { warehouses } from './fixtures/warehouses';

/** A declaration that does not fit its table stops the server as it starts, with a sentence naming the area and the field. */
const declaration = declareArea({
  key: 'depots',
  entity: 'depot',
  noun: 'Depot',
  permissions: {},
  list: { search: ['name'], sort: ['name', 'floor'], defaultSort: 'name', unique: { code: { compare: 'lower', message: 'Depot code already in use' } } },
}) as unknown as ResourceDeclaration;
const order = () => sql.raw('name asc');
const mapping = (orders: Record<string, typeof order>) =>
  ({ table: warehouses, toRecord: (row: { id: number; version: number }) => row, snapshot: () => ({}), orders }) as unknown as AreaDefinition<never, never, ResourceDeclaration>;

describe('a declaration that does not fit its table', () => {
  it('names a sort field without an ORDER BY', () => {
    expect(() => defineResource(declaration, mapping({ name: order }))).toThrow('Area depots: the sort field "floor" has no ORDER BY in its server definition.');
  });

  it('names an ORDER BY of a field the declaration does not sort by', () => {
    expect(() => defineResource(declaration, mapping({ name: order, floor: order, colour: order }))).toThrow(
      'Area depots: the server orders by "colour", which is not one of its declared sort fields.',
    );
  });

  it('names a unique field the table lacks', () => {
    expect(() => defineResource(declaration, mapping({ name: order, floor: order }))).toThrow('Area depots: its unique field "code" is not a column of the table warehouses.');
  });
});
