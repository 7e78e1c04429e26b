import { defineArea } from '../define';

/** Reports (docs/product/routes.md, business-rules.md): the outgoing items report. */
export const reports = defineArea({
  id: 'reports',
  namespace: 'reports',
  routes: {
    outgoingItems: { path: '/reports/outgoing-items', permissions: ['read-reports-outgoing-items'], screen: 'reports/screens/OutgoingItemsReportScreen' },
  },
  menu: ['outgoingItems'],
});
