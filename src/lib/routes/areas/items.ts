import { defineArea, PENDING } from '../define';

/** Items (SPEC §3). A built screen replaces PENDING with its module, one line per route (decision 162). */
export const items = defineArea({
  id: 'items',
  entity: 'item',
  routes: {
    data: { path: '/items/data', permissions: ['read-items'], screen: PENDING },
    logs: { path: '/items/logs', permissions: ['read-items-logs'], screen: PENDING },
    new: { path: '/items/new', permissions: ['create-item'], screen: PENDING },
    edit: { path: '/items/:itemId/edit', permissions: ['update-item'], screen: PENDING },
    detail: { path: '/items/:itemId/detail', permissions: ['read-item'], screen: PENDING },
  },
  menu: ['data', 'new', 'logs'],
});
