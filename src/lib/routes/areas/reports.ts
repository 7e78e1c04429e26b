import { REPORTS } from '../../../../contract/areas';
import { defineArea } from '../define';

/** Reports (docs/product/routes.md, business-rules.md): the outgoing items report. */
export const reports = defineArea({
  declaration: REPORTS,
  routes: {
    outgoingItems: { path: '/reports/outgoing-items', permissions: [REPORTS.permission.outgoingItems], screen: 'reports/screens/OutgoingItemsReportScreen' },
  },
  menu: ['outgoingItems'],
});
