import { describe, expect, it } from 'vitest';
import {
  mergeListState,
  parseListState,
  parseSort,
  serializeListState,
  toApiQuery,
  type ListStateConfig,
} from './list-state';

const config = {
  sortFields: ['name', 'username', 'createdAt'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: {
    roleId: { kind: 'number', min: 1 },
    status: { kind: 'enum', values: ['active', 'deactivated'] },
    city: { kind: 'string', maxLength: 20 },
    created: { kind: 'dateRange' },
  },
} as const satisfies ListStateConfig;

const parse = (query: string) => parseListState(new URLSearchParams(query), config);

describe('parseListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({ page: 1, size: 10, q: '', sort: { field: 'createdAt', direction: 'desc' }, filters: {} });
  });

  it('reads every part of a valid link', () => {
    expect(
      parse('q=budi&roleId=3&status=active&city=Bekasi&startDate=2026-01-01&endDate=2026-01-31&sort=-name&size=25&page=4'),
    ).toEqual({
      page: 4,
      size: 25,
      q: 'budi',
      sort: { field: 'name', direction: 'desc' },
      filters: { roleId: 3, status: 'active', city: 'Bekasi', created: { start: '2026-01-01', end: '2026-01-31' } },
    });
  });

  it.each([
    ['page=-1', 1],
    ['page=0', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=1e3', 1],
    ['page=99999999999999999999', 1],
    ['page=%20%207', 7],
  ])('sanitises the page in %s', (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it.each(['size=1000', 'size=0', 'size=-10', 'size=7', 'size=ten'])('falls back to the default size for %s', (query) => {
    expect(parse(query).size).toBe(10);
  });

  it('accepts only allowed sort fields', () => {
    expect(parse('sort=password').sort).toEqual(config.defaultSort);
    expect(parse('sort=-passwordHash').sort).toEqual(config.defaultSort);
    expect(parse('sort=--name').sort).toEqual(config.defaultSort);
    expect(parse('sort=username').sort).toEqual({ field: 'username', direction: 'asc' });
    expect(parseSort('name', [])).toBeNull();
  });

  it('caps a 10,000-character search and strips control characters', () => {
    const long = 'a'.repeat(10_000);
    expect(parse(`q=${long}`).q).toHaveLength(100);
    expect(parse('q=%00bu%1Bdi%E2%80%AE%20').q).toBe('bu di');
    expect(parse('q=%20%20%20').q).toBe('');
  });

  it('drops unknown or malformed filter values', () => {
    expect(parse('status=admin&roleId=0&city=').filters).toEqual({});
    expect(parse('roleId=3.5').filters).toEqual({});
    expect(parse('roleId=1;DROP TABLE').filters).toEqual({});
    expect(parse('startDate=2026-02-30&endDate=yesterday').filters).toEqual({});
    expect(parse(`city=${'x'.repeat(50)}`).filters).toEqual({ city: 'x'.repeat(20) });
  });

  it('keeps a one-sided or one-day range and turns a backwards one around', () => {
    expect(parse('startDate=2026-03-01').filters.created).toEqual({ start: '2026-03-01' });
    expect(parse('startDate=2026-03-01&endDate=2026-03-01').filters.created).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(parse('startDate=2026-03-09&endDate=2026-03-01').filters.created).toEqual({ start: '2026-03-01', end: '2026-03-09' });
  });

  it('ignores parameters it does not know', () => {
    expect(parse('password=x&__proto__=y&constructor=z').filters).toEqual({});
  });
});

describe('serializeListState', () => {
  it('leaves defaults out, so the plain list has a plain link', () => {
    expect(serializeListState(parse(''), config).toString()).toBe('');
  });

  it('writes a stable order, whatever order the link had', () => {
    const state = parse('page=2&sort=name&q=budi%20s&roleId=3&startDate=2026-01-01');
    expect(serializeListState(state, config).toString()).toBe('q=budi+s&roleId=3&startDate=2026-01-01&sort=name&page=2');
  });

  it('round-trips: parse(serialise(state)) is the state', () => {
    const state = parse('q=x&status=deactivated&sort=-username&size=50&page=3&startDate=2026-01-01&endDate=2026-01-02');
    expect(parseListState(serializeListState(state, config), config)).toEqual(state);
  });

  it('sanitises a state built in code as well', () => {
    const state = { ...parse(''), page: -4, size: 1000, q: ` ${'q'.repeat(500)}`, sort: { field: 'password', direction: 'asc' as const } };
    const params = serializeListState(state, config);
    expect(params.get('page')).toBeNull();
    expect(params.get('size')).toBeNull();
    expect(params.get('sort')).toBeNull();
    expect(params.get('q')).toHaveLength(100);
  });

  it('prefixes its parameters when asked', () => {
    const prefixed = { ...config, prefix: 'log.' };
    const state = parseListState(new URLSearchParams('log.page=2&page=9&log.q=a'), prefixed);
    expect(state.page).toBe(2);
    expect(state.q).toBe('a');
    expect(serializeListState(state, prefixed).toString()).toBe('log.q=a&log.page=2');
  });
});

describe('mergeListState', () => {
  it('keeps parameters owned by someone else', () => {
    const current = new URLSearchParams('tab=log&page=3&q=old');
    const next = mergeListState(current, { ...parse(''), q: 'new' }, config);
    expect(next.toString()).toBe('tab=log&q=new');
  });
});

describe('toApiQuery', () => {
  it('always sends page and size, and sort as field or -field', () => {
    expect(toApiQuery(parse(''), config)).toBe('page=1&size=10&sort=-createdAt');
  });

  it('sends filters under their API names and the range as startDate/endDate', () => {
    const query = new URLSearchParams(toApiQuery(parse('q=%20budi%20&roleId=2&startDate=2026-05-01&endDate=2026-05-01&page=2'), config));
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      size: '10',
      q: 'budi',
      sort: '-createdAt',
      roleId: '2',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    });
  });

  it('uses a filter param name different from its state name', () => {
    const withParam = { sortFields: [], filters: { actor: { kind: 'number', param: 'actorId' } } } as const satisfies ListStateConfig;
    const state = parseListState(new URLSearchParams('actorId=7'), withParam);
    expect(state.filters.actor).toBe(7);
    expect(toApiQuery(state, withParam)).toBe('page=1&size=10&actorId=7');
  });

  it('honours custom page sizes', () => {
    const small = { sortFields: [], sizes: [5, 20], defaultSize: 5 } satisfies ListStateConfig;
    expect(parseListState(new URLSearchParams('size=10'), small).size).toBe(5);
    expect(parseListState(new URLSearchParams('size=20'), small).size).toBe(20);
  });
});
