import { defineArea } from '../define';

/** The dashboard (docs/product/routes.md, business-rules.md): `/` and `/dashboard`; the first item of the menu, badged NEW. */
export const dashboard = defineArea({
  id: 'dashboard',
  namespace: 'dashboard',
  routes: {
    home: { path: '/', name: 'dashboard', permissions: ['read-dashboard'], screen: 'dashboard/screens/DashboardScreen' },
    dashboard: { path: '/dashboard', name: 'dashboard', permissions: ['read-dashboard'], screen: 'dashboard/screens/DashboardScreen' },
  },
  menu: ['dashboard'],
  single: true,
});
