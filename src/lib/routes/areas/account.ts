import { defineArea } from '../define';

/** The signed-in user's own pages, reached from the top bar's account menu (no sidebar entry). */
export const account = defineArea({
  id: 'account',
  namespace: 'account',
  routes: {
    profile: { path: '/profile', name: 'profile', permissions: [], screen: 'account/screens/ProfileScreen' },
    settings: { path: '/settings', name: 'settings', permissions: [], screen: 'account/screens/SettingsScreen' },
  },
});
