import type { StoryRoute } from '../../../../stories/harness/StoryHarness';

/** Stories only: the roles pages a screen returns to, as plain headings. */
export const ROLES_STUBS: readonly StoryRoute[] = [
  { path: '/roles/data', title: 'Data Peran', element: null },
  { path: '/roles/:roleId/detail', title: 'Detail Peran', element: null },
];
