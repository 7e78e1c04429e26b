import { defineArea, PENDING } from '../define';

/** The dashboard (SPEC §3, §7): `/` and `/dashboard`; the first item of the menu, badged NEW. */
export const dashboard = defineArea({
  id: 'dashboard',
  routes: {
    home: { path: '/', name: 'dashboard', permissions: ['read-dashboard'], screen: PENDING },
    dashboard: { path: '/dashboard', name: 'dashboard', permissions: ['read-dashboard'], screen: PENDING },
  },
  menu: ['dashboard'],
  single: true,
});
