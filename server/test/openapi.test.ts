import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../openapi/document';
import { createTestApp, type TestApp } from './harness';

/**
 * The OpenAPI document (docs/decisions/346-openapi-from-the-contract.md): every registered /api
 * route has its operation, each operation says what it answers and who may call it, and an
 * independent validator (@readme/openapi-parser) accepts the document as OpenAPI 3.1.
 */
interface Operation {
  readonly operationId: string;
  readonly description: string;
  readonly parameters?: readonly { readonly name?: string; readonly in?: string; readonly $ref?: string }[];
  readonly responses: Record<string, { readonly 'x-undocumented'?: boolean; readonly content?: Record<string, { schema?: unknown }> }>;
  readonly requestBody?: { readonly content: Record<string, unknown> };
  readonly 'x-permissions': readonly string[];
  readonly 'x-access': string;
  readonly 'x-idempotent'?: boolean;
  readonly 'x-version-rule'?: string;
  readonly security: readonly unknown[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

let t: TestApp;
let document: Document;

const operationOf = (method: string, url: string) => document.paths[openApiPath(url)]?.[method.toLowerCase()];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/openapi.json', () => {
  it('answers the document to anyone, and 304 to a client that holds it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('has an operation for every registered /api route, and none for a route that does not exist', () => {
    const missing = t.routes.filter((route) => !operationOf(route.method, route.url)).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length;
    expect(operations).toBe(t.routes.length);
  });

  it('documents the success answer of every route', () => {
    const undocumented = t.routes
      .filter((route) => Object.values(operationOf(route.method, route.url)?.responses ?? {}).some((response) => response['x-undocumented']))
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it('states who may call each route, as the route declares it', () => {
    for (const route of t.routes) {
      const operation = operationOf(route.method, route.url)!;
      const { access } = route;
      const names = access === 'public' || access === 'authenticated' ? [] : 'anyOf' in access ? access.anyOf : access;
      expect(operation['x-permissions'], `${route.method} ${route.url}`).toEqual(names);
      for (const name of names) expect(operation.description).toContain(`\`${name}\``);
      expect(operation.security, route.url).toEqual(access === 'public' ? [] : [{ bearer: [] }]);
      if (access !== 'public') expect(Object.keys(operation.responses)).toContain('401');
      if (names.length > 0) expect(Object.keys(operation.responses)).toContain('403');
    }
  });

  it('names the path parameters as OpenAPI writes them', () => {
    const operation = operationOf('GET', '/api/users/:id')!;
    expect(document.paths['/api/users/{id}']).toBeDefined();
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(operationOf('GET', '/api/users')!.parameters).toContainEqual(expect.objectContaining({ name: 'page', in: 'query' }));
  });

  it('documents the Idempotency-Key of the creates and the version rule of the updates', () => {
    const create = operationOf('POST', '/api/customers')!;
    expect(create['x-idempotent']).toBe(true);
    expect(create.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '422']));
    const update = operationOf('PATCH', '/api/customers/:id')!;
    expect(update['x-version-rule']).toBe('required');
    expect(Object.keys(update.responses)).toContain('409');
    expect(operationOf('GET', '/api/customers')!['x-version-rule']).toBeUndefined();
    expect(operationOf('POST', '/api/users/:id/deactivate')!['x-version-rule']).toBe('optional');
  });

  it('documents multipart uploads with their parts', () => {
    const upload = operationOf('POST', '/api/shipments/:id/proof')!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(upload['x-idempotent']).toBe(true);
  });

  it('is valid OpenAPI 3.1 by an independent validator', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
  });
});
