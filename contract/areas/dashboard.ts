import { declareArea } from '../area';

/** The dashboard (docs/product/business-rules.md): the day's figures at a glance. */
export const DASHBOARD = declareArea({
  key: 'dashboard',
  permissions: {
    view: { name: 'read-dashboard', id: 'Melihat Dashboard', en: 'View the dashboard' },
  },
});
