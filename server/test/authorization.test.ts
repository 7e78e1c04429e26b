import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../../contract/permissions';
import { rolePermissions, roles, users } from '../db/schema';
import type { RegisteredRoute } from '../plugins/access';
import { createTestApp, TEST_PASSWORD, type SignedIn, type TestApp } from './harness';
import { inArray } from 'drizzle-orm';
import { permissions } from '../db/schema';

/**
 * The authorization matrix (docs/product/permissions.md): every registered /api route, enumerated
 * from the app itself, is checked — a permission route answers 403 to a user whose role lacks any
 * one of its permissions and not 403 to a user whose role holds exactly them; an authenticated
 * route answers 401 without a token; a route without a declaration cannot even be registered.
 */
let t: TestApp;
let roleCounter = 0;

async function userWithPermissions(names: readonly string[]): Promise<SignedIn> {
  roleCounter += 1;
  const db = t.database.db;
  const [role] = await db.insert(roles).values({ name: `Matrix ${roleCounter}` }).returning();
  if (names.length > 0) {
    const ids = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, [...names]));
    await db.insert(rolePermissions).values(ids.map((row) => ({ roleId: role!.id, permissionId: row.id })));
  }
  const [admin] = await db.select().from(users).limit(1);
  await db.insert(users).values({ username: `matrix.${roleCounter}`, name: 'Matrix', passwordHash: admin!.passwordHash, roleId: role!.id });
  return t.login(`matrix.${roleCounter}`, { password: TEST_PASSWORD });
}

// Ids that exist in the seeded database; 999999 would give 404 after the permission check anyway.
const concreteUrl = (url: string) => url.replace(/:id\b/g, '2').replace(/:(\w+)/g, '2');

const call = (route: RegisteredRoute, session?: SignedIn) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    ...(session ? { headers: session.headers } : {}),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('covers every /api route, each with a declared access rule', () => {
    expect(t.routes.length).toBeGreaterThanOrEqual(11);
    for (const route of t.routes) {
      const { access } = route;
      const named = access === 'public' || access === 'authenticated' ? [] : Array.isArray(access) ? access : 'anyOf' in access ? access.anyOf : null;
      expect(named, route.url).not.toBeNull();
      for (const name of named ?? []) expect(PERMISSION_NAMES).toContain(name);
    }
  });

  it("declares the permission of every users and roles route", () => {
    const declared = Object.fromEntries(t.routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(declared).toMatchObject({
      'GET /api/users': ['read-users'],
      'GET /api/users/removed': ['read-removed-users'],
      'GET /api/users/logs': ['read-users-logs'],
      'GET /api/users/activities': ['read-users-activities'],
      'GET /api/users/:id': ['read-user'],
      'POST /api/users': ['create-user'],
      'PATCH /api/users/:id': ['update-user'],
      'POST /api/users/:id/deactivate': ['remove-user'],
      'POST /api/users/:id/restore': ['restore-user'],
      'GET /api/roles': ['read-roles'],
      'GET /api/roles/logs': ['read-roles-logs'],
      'GET /api/roles/:id': ['read-role'],
      'POST /api/roles': ['create-role'],
      'PATCH /api/roles/:id': ['update-role'],
      'GET /api/roles/:id/permissions': ['read-permissions-with-related'],
      'PUT /api/roles/:id/permissions': ['update-permissions'],
    });
    expect(t.routes.length).toBeGreaterThanOrEqual(25);
  });

  it("declares the permission of every delivery-order and shipment route", () => {
    const declared = Object.fromEntries(t.routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(declared).toMatchObject({
      'GET /api/delivery-orders': ['read-delivery-orders'],
      'GET /api/delivery-orders/logs': ['read-delivery-orders-logs'],
      'GET /api/delivery-orders/:id': ['read-delivery-order'],
      'POST /api/delivery-orders': ['create-delivery-order'],
      'PATCH /api/delivery-orders/:id': ['update-delivery-order'],
      'POST /api/delivery-orders/:id/cancel': ['cancel-delivery-order'],
      'GET /api/shipments': ['read-shipments'],
      'GET /api/shipments/logs': ['read-shipments-logs'],
      'GET /api/shipments/:id': ['read-shipment'],
      'POST /api/shipments': ['create-shipment'],
      'PATCH /api/shipments/:id': ['update-shipment'],
      'PUT /api/shipments/:id/delivery-orders': ['update-shipment'],
      'POST /api/shipments/:id/proof': ['upload-shipment-image'],
      'GET /api/shipments/:id/proof': ['show-shipment-image'],
    });
  });

  it('declares the access of every company-profile route: read by all, changed with its permission, the logo public', () => {
    const declared = Object.fromEntries(t.routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(declared).toMatchObject({
      'GET /api/company-profile': 'authenticated',
      'PUT /api/company-profile': ['update-company-profile'],
      'GET /api/company-profile/logs': ['update-company-profile'],
      'PUT /api/company-profile/logo': ['update-company-profile'],
      'DELETE /api/company-profile/logo': ['update-company-profile'],
      'GET /api/company-profile/logo/:name': 'public',
    });
  });

  it('refuses to register a route that declares no access', async () => {
    const Fastify = (await import('fastify')).default;
    const { collectRoutes } = await import('../plugins/access');
    const app = Fastify();
    collectRoutes(app, []);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });

  it('enforces each route: 403 without the permission, not 403 with exactly it', async () => {
    const checked: string[] = [];
    for (const route of t.routes) {
      const label = `${route.method} ${route.url}`;
      if (route.access === 'public') {
        const response = await call(route);
        expect([401, 403], label).not.toContain(response.statusCode);
      } else if (route.access === 'authenticated') {
        expect((await call(route)).statusCode, label).toBe(401);
        const nobody = await userWithPermissions([]);
        const response = await call(route, nobody);
        expect([401, 403], label).not.toContain(response.statusCode);
      } else if ('anyOf' in route.access) {
        expect((await call(route)).statusCode, label).toBe(401);
        // Without any of them: refused; with any one of them alone: let through.
        const none = await userWithPermissions(PERMISSION_NAMES.filter((name) => !(route.access as { anyOf: readonly string[] }).anyOf.includes(name)));
        expect((await call(route, none)).statusCode, `${label} without any of them`).toBe(403);
        for (const one of route.access.anyOf) {
          const allowed = await call(route, await userWithPermissions([one]));
          expect([401, 403], `${label} with ${one}`).not.toContain(allowed.statusCode);
        }
      } else {
        const required = route.access;
        expect((await call(route)).statusCode, label).toBe(401);
        // Every permission except one of the required ones: still refused.
        for (const missing of required) {
          const lacking = await userWithPermissions(PERMISSION_NAMES.filter((name) => name !== missing));
          const response = await call(route, lacking);
          expect(response.statusCode, `${label} without ${missing}`).toBe(403);
          expect(response.json().error.code).toBe('FORBIDDEN');
        }
        const holder = await userWithPermissions(required);
        const allowed = await call(route, holder);
        expect([401, 403], `${label} with ${required.join(',')}`).not.toContain(allowed.statusCode);
      }
      checked.push(label);
    }
    expect(checked).toHaveLength(t.routes.length);
    // One walk over every route, making users as it goes: its time grows with the route table.
  }, 60_000);
});
