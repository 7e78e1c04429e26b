import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { matchPath, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLogListState } from '../components/resource/ResourceLog/ResourceLog';
import type { ApiClient } from '../lib/api/client';
import type { FilterDefs, ListStateConfig } from '../lib/list-state/list-state';
import { useListState } from '../lib/list-state/useListState';
import { parseId } from '../lib/route-params';
import { routes } from '../lib/routes/routes';
import { getCustomer } from '../features/customers/api/get-customer';
import { getCustomerLogs } from '../features/customers/api/get-customer-logs';
import { getCustomers } from '../features/customers/api/get-customers';
import { LIST_CONFIG as CUSTOMERS_LIST } from '../features/customers/components/customer-screens';
import * as CustomerDetail from '../features/customers/screens/CustomerDetailScreen';
import * as CustomerEdit from '../features/customers/screens/CustomerEditScreen';
import * as CustomersList from '../features/customers/screens/CustomersListScreen';
import * as CustomersLog from '../features/customers/screens/CustomersLogScreen';
import { getFleet } from '../features/fleets/api/get-fleet';
import { getFleetLogs } from '../features/fleets/api/get-fleet-logs';
import { getFleets } from '../features/fleets/api/get-fleets';
import { LIST_CONFIG as FLEETS_LIST } from '../features/fleets/components/fleet-screens';
import * as FleetDetail from '../features/fleets/screens/FleetDetailScreen';
import * as FleetEdit from '../features/fleets/screens/FleetEditScreen';
import * as FleetsList from '../features/fleets/screens/FleetsListScreen';
import * as FleetsLog from '../features/fleets/screens/FleetsLogScreen';
import { getItem } from '../features/items/api/get-item';
import { getItemLogs } from '../features/items/api/get-item-logs';
import { getItems } from '../features/items/api/get-items';
import { LIST_CONFIG as ITEMS_LIST } from '../features/items/components/item-screens';
import * as ItemDetail from '../features/items/screens/ItemDetailScreen';
import * as ItemEdit from '../features/items/screens/ItemEditScreen';
import * as ItemsList from '../features/items/screens/ItemsListScreen';
import * as ItemsLog from '../features/items/screens/ItemsLogScreen';

/**
 * Decision 143: a screen's `firstRequests(location)` must name exactly the GET its hook makes on
 * that URL, or the early request is wasted. Each area's screens against the fetchers their hooks
 * call, with the query their list state builds from the same URL.
 */

/** The URLs a fetcher asks the API client for. */
function recording() {
  const urls: string[] = [];
  const api = { get: (path: string) => (urls.push(path), Promise.resolve({ data: [], paging: {} })) } as unknown as ApiClient;
  return { api, urls };
}

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

const location = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search } as Location;
};

async function listRequest<F extends FilterDefs>(url: string, config: ListStateConfig<F>, get: (api: ApiClient, query: string) => Promise<unknown>) {
  const { result } = renderHook(() => useListState(config), { wrapper: at(url) });
  const { api, urls } = recording();
  await get(api, result.current.apiQuery);
  return urls;
}

async function logsRequest(url: string, get: (api: ApiClient, query: string) => Promise<unknown>) {
  const { result } = renderHook(() => useLogListState(), { wrapper: at(url) });
  const { api, urls } = recording();
  await get(api, result.current.query);
  return urls;
}

/** What the record hook asks for: the route's id param, parsed; nothing for a malformed id. */
async function recordRequest(url: string, pattern: string, param: string, get: (api: ApiClient, id: number) => Promise<unknown>) {
  const id = parseId(matchPath(pattern, new URL(url, 'http://localhost').pathname)?.params[param]);
  const { api, urls } = recording();
  if (id !== null) await get(api, id);
  return urls;
}

const AREAS = [
  {
    area: 'customers',
    param: 'customerId',
    list: { screen: CustomersList, config: CUSTOMERS_LIST, get: getCustomers, urls: ['?q=budi&page=3&size=25&sort=-updatedAt', '?page=-1&sort=password&size=1000'] },
    log: { screen: CustomersLog, get: getCustomerLogs },
    record: { detail: CustomerDetail, edit: CustomerEdit, get: getCustomer },
  },
  {
    area: 'items',
    param: 'itemId',
    list: { screen: ItemsList, config: ITEMS_LIST, get: getItems, urls: ['?unit=KG&sort=code', '?unit=karung&q=beras&page=2'] },
    log: { screen: ItemsLog, get: getItemLogs },
    record: { detail: ItemDetail, edit: ItemEdit, get: getItem },
  },
  {
    area: 'fleets',
    param: 'fleetId',
    list: { screen: FleetsList, config: FLEETS_LIST, get: getFleets, urls: ['?status=all&sort=-capacityKg', '?status=bogus&q=B%201234'] },
    log: { screen: FleetsLog, get: getFleetLogs },
    record: { detail: FleetDetail, edit: FleetEdit, get: getFleet },
  },
] as const;

describe.each(AREAS)('$area screens ask first for what their hooks ask for', ({ area, param, list, log, record }) => {
  const declared = routes[area];

  it.each(['', ...list.urls])('the list at %s', async (search) => {
    const url = `${declared.data.path}${search}`;
    const asked = await listRequest(url, list.config as ListStateConfig<FilterDefs>, list.get);
    expect(asked).toHaveLength(1);
    expect(list.screen.firstRequests(location(url))).toEqual(asked);
  });

  it.each(['', '?id=7&action=UPDATE&page=2', '?q=stray&sort=name&actor=3&date=2026-11-01..2026-11-25'])('the change log at %s', async (search) => {
    const url = `${declared.logs.path}${search}`;
    const asked = await logsRequest(url, log.get);
    expect(asked).toHaveLength(1);
    expect(log.screen.firstRequests(location(url))).toEqual(asked);
  });

  it.each(['7', '2147483647', 'abc', '0', '-1', '99999999999'])('a record %s, on its detail and edit pages', async (id) => {
    for (const [key, screen] of [['detail', record.detail], ['edit', record.edit]] as const) {
      const url = declared[key].path.replace(`:${param}`, id);
      const asked = await recordRequest(url, declared[key].path, param, record.get);
      expect(screen.firstRequests(location(url))).toEqual(asked);
    }
  });
});
