import type { ComponentType } from 'react';
import type { RouteDef, ScreenRef } from '../lib/routes/define';
import { ROUTES, routeByPath } from '../lib/routes/routes';

type ScreenModule = () => Promise<{ default: ComponentType }>;

// Every screen module of every feature, each its own lazy chunk (docs/product/layout.md: every page
// is loaded on demand). The areas name a route's screen by its module (lib/routes), so a built screen is one
// line in its area's declaration and nothing here (decision 162).
// (Sign-in is not among them: the router loads it by itself, decision 007.)
const modules = import.meta.glob<{ default: ComponentType }>(['./*/screens/*Screen.tsx', '!./auth/**'], { base: '../features' });

const pending: ScreenModule = () => import('./pages/PendingScreen');

/** The lazy module of a route's screen; undefined for a module that does not exist (routes.test.ts). */
export const screenModule = (screen: ScreenRef): ScreenModule | undefined =>
  screen === 'pending' ? pending : modules[`./${screen}.tsx`];

/** A path's segments: '/users/7/edit' → ['users', '7', 'edit'], '/' → [] (one trailing slash ignored). */
const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);
const staticCount = (segments: string[]) => segments.filter((segment) => !segment.startsWith(':')).length;

/**
 * The route table as the matcher below reads it: the routes with more fixed segments first (a
 * stable sort, so the table's order otherwise), which for this table's paths (fixed segments and
 * `:params` only) is the order React Router's ranking gives; routes.test.ts checks both agree on
 * every route.
 */
const RANKED = ROUTES.map((route) => {
  const segments = segmentsOf(route.path);
  return { path: route.path, segments, fixed: staticCount(segments) };
}).sort((a, b) => b.fixed - a.fixed);

/**
 * The screen a signed-in path renders, or undefined (the entry starts its download early). Not
 * React Router's `matchRoutes`: that flattens and ranks the whole route table on every call (8–25 ms
 * for the first calls in Node), and the router does it again when it is created a moment later,
 * while this runs inside the task that evaluates the router's chunk (decision 279).
 */
export function screenForPath(pathname: string): ScreenRef | undefined {
  return routeForPath(pathname)?.screen;
}

/** The area route a path renders (the one React Router's ranking picks), or undefined. */
export function routeForPath(pathname: string): RouteDef | undefined {
  const parts = segmentsOf(pathname).map((part) => part.toLowerCase());
  const match = RANKED.find(
    ({ segments }) =>
      segments.length === parts.length &&
      segments.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment.toLowerCase() === parts[index])),
  );
  return match && routeByPath.get(match.path);
}
