import { defineArea } from '../define';

/** Fleets (docs/product/routes.md): the company's vehicles, their plates and capacities. */
export const fleets = defineArea({
  id: 'fleets',
  namespace: 'fleets',
  entity: 'fleet',
  routes: {
    data: { path: '/fleets/data', permissions: ['read-fleets'], screen: 'fleets/screens/FleetsListScreen' },
    logs: { path: '/fleets/logs', permissions: ['read-fleets-logs'], screen: 'fleets/screens/FleetsLogScreen' },
    new: { path: '/fleets/new', permissions: ['create-fleet'], screen: 'fleets/screens/FleetCreateScreen' },
    edit: { path: '/fleets/:fleetId/edit', permissions: ['update-fleet'], screen: 'fleets/screens/FleetEditScreen' },
    detail: { path: '/fleets/:fleetId/detail', permissions: ['read-fleet'], screen: 'fleets/screens/FleetDetailScreen' },
  },
  menu: ['data', 'new', 'logs'],
});
