import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { ScreenRef } from '../lib/routes/define';
import { ROUTES, routeByPath } from '../lib/routes/routes';

type ScreenModule = () => Promise<{ default: ComponentType }>;

// Every screen module of every feature, each its own lazy chunk (SPEC §1: every page is loaded on
// demand). The areas name a route's screen by its module (lib/routes), so a built screen is one
// line in its area's declaration and nothing here (decision 162).
// (Sign-in is not among them: the router loads it by itself, decision 007.)
const modules = import.meta.glob<{ default: ComponentType }>(['./*/screens/*Screen.tsx', '!./auth/**'], { base: '../features' });

const pending: ScreenModule = () => import('./pages/PendingScreen');

/** The lazy module of a route's screen; undefined for a module that does not exist (routes.test.ts). */
export const screenModule = (screen: ScreenRef): ScreenModule | undefined =>
  screen === 'pending' ? pending : modules[`./${screen}.tsx`];

/** The screen a signed-in path renders, or undefined (the entry starts its download early). */
export function screenForPath(pathname: string): ScreenRef | undefined {
  const path = matchRoutes([...ROUTES], pathname)?.[0]?.route.path;
  return path === undefined ? undefined : routeByPath.get(path)?.screen;
}
