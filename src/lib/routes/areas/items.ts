import { defineArea } from '../define';

/** Items (docs/product/routes.md): what leaves the warehouse, with its unit and weight per unit. */
export const items = defineArea({
  id: 'items',
  namespace: 'items',
  entity: 'item',
  routes: {
    data: { path: '/items/data', permissions: ['read-items'], screen: 'items/screens/ItemsListScreen' },
    logs: { path: '/items/logs', permissions: ['read-items-logs'], screen: 'items/screens/ItemsLogScreen' },
    new: { path: '/items/new', permissions: ['create-item'], screen: 'items/screens/ItemCreateScreen' },
    edit: { path: '/items/:itemId/edit', permissions: ['update-item'], screen: 'items/screens/ItemEditScreen' },
    detail: { path: '/items/:itemId/detail', permissions: ['read-item'], screen: 'items/screens/ItemDetailScreen' },
  },
  menu: ['data', 'new', 'logs'],
});
