import { defineArea } from '../define';

/** Reports (SPEC §3, §7): the outgoing items report. */
export const reports = defineArea({
  id: 'reports',
  namespace: 'reports',
  routes: {
    outgoingItems: { path: '/reports/outgoing-items', permissions: ['read-reports-outgoing-items'], screen: 'reports/screens/OutgoingItemsReportScreen' },
  },
  menu: ['outgoingItems'],
});
