import { defineArea, PENDING } from '../define';

/** Fleets (SPEC §3). A built screen replaces PENDING with its module, one line per route (decision 162). */
export const fleets = defineArea({
  id: 'fleets',
  entity: 'fleet',
  routes: {
    data: { path: '/fleets/data', permissions: ['read-fleets'], screen: PENDING },
    logs: { path: '/fleets/logs', permissions: ['read-fleets-logs'], screen: PENDING },
    new: { path: '/fleets/new', permissions: ['create-fleet'], screen: PENDING },
    edit: { path: '/fleets/:fleetId/edit', permissions: ['update-fleet'], screen: PENDING },
    detail: { path: '/fleets/:fleetId/detail', permissions: ['read-fleet'], screen: PENDING },
  },
  menu: ['data', 'new', 'logs'],
});
