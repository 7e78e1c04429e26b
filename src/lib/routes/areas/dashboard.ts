import { DASHBOARD } from '../../../../contract/areas';
import { defineArea } from '../define';

const permissions = [DASHBOARD.permission.view];

/** The dashboard (docs/product/routes.md, business-rules.md): `/` and `/dashboard`; the first item of the menu, badged NEW. */
export const dashboard = defineArea({
  declaration: DASHBOARD,
  routes: {
    home: { path: '/', name: 'dashboard', permissions, screen: 'dashboard/screens/DashboardScreen' },
    dashboard: { path: '/dashboard', name: 'dashboard', permissions, screen: 'dashboard/screens/DashboardScreen' },
  },
  menu: ['dashboard'],
  single: true,
});
