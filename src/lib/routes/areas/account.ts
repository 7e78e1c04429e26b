import { COMPANY_PROFILE } from '../../../../contract/areas';
import { defineArea } from '../define';

/**
 * The signed-in user's own pages, reached from the top bar's account menu (no sidebar entry), and
 * the company profile under the settings (docs/decisions/337-company-profile.md): a singleton with
 * no pages of its own, edited by whoever holds its one permission.
 */
export const account = defineArea({
  id: 'account',
  namespace: 'account',
  routes: {
    profile: { path: '/profile', name: 'profile', permissions: [], screen: 'account/screens/ProfileScreen' },
    settings: { path: '/settings', name: 'settings', permissions: [], screen: 'account/screens/SettingsScreen' },
    company: { path: '/settings/company', name: 'companySettings', permissions: [COMPANY_PROFILE.permission.update], screen: 'account/screens/CompanySettingsScreen' },
  },
});
