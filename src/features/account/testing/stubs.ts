import type { StoryRoute } from '../../../../stories/harness/StoryHarness';

/** Stories only: the account pages a screen links to, as plain headings. */
export const ACCOUNT_STUBS: readonly StoryRoute[] = [
  { path: '/profile', title: 'Profil', element: null },
  { path: '/settings', title: 'Pengaturan', element: null },
  { path: '/settings/company', title: 'Profil perusahaan', element: null },
];
