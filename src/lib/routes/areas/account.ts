import { COMPANY_PROFILE, INTEGRATIONS } from '../../../../contract/areas';
import { defineArea } from '../define';

/**
 * The signed-in user's own pages, reached from the top bar's account menu (no sidebar entry), and
 * the company profile under the settings (docs/decisions/337-company-profile.md): a singleton with
 * no pages of its own, edited by whoever holds its one permission; and, under the settings too, what
 * lets other systems in: the API reference for every signed-in user, API tokens and webhooks for
 * whoever holds their permissions (contract/areas/integrations.ts).
 */
export const account = defineArea({
  id: 'account',
  namespace: 'account',
  routes: {
    profile: { path: '/profile', name: 'profile', permissions: [], screen: 'account/screens/ProfileScreen' },
    settings: { path: '/settings', name: 'settings', permissions: [], screen: 'account/screens/SettingsScreen' },
    company: { path: '/settings/company', name: 'companySettings', permissions: [COMPANY_PROFILE.permission.update], screen: 'account/screens/CompanySettingsScreen' },
    apiReference: { path: '/settings/api', name: 'apiReference', permissions: [], screen: 'integrations/screens/ApiReferenceScreen' },
    apiTokens: { path: '/settings/api-tokens', name: 'apiTokens', permissions: [INTEGRATIONS.permission.apiTokens], screen: 'integrations/screens/ApiTokensScreen' },
    webhooks: { path: '/settings/webhooks', name: 'webhooks', permissions: [INTEGRATIONS.permission.webhooks], screen: 'integrations/screens/WebhooksScreen' },
  },
});
