import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiPath } from '../openapi/document';
import { EXAMPLES, type ExampleFile, type RouteExample } from '../openapi/examples';
import { createTestApp, type SignedIn, type TestApp } from './harness';

/**
 * Every documented example (server/openapi/examples.ts), read back from the served document and
 * replayed in its order against the server listening on a port, signed in as the seeded admin:
 * the status is the documented one, the body holds what the example promises and fits the schema
 * the document gives for that status. A create that honours `Idempotency-Key` is sent twice with
 * one key and must answer the first result again.
 */
type Json = Record<string, unknown>;
interface Operation {
  readonly responses: Record<string, { readonly content?: Record<string, { readonly schema?: Json }> }>;
  readonly 'x-examples'?: readonly RouteExample[];
  readonly 'x-idempotent'?: boolean;
}

let t: TestApp;
let origin: string;
let admin: SignedIn;
let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Json> } };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login('admin');
  document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as typeof document;
});
afterAll(async () => {
  await t?.close();
});

/** The document's schema with its component references in place, as zod reads it back. */
function inlined(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlined);
  if (schema === null || typeof schema !== 'object') return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') return inlined(document.components.schemas[ref.replace('#/components/schemas/', '')]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value)]));
}

/** Whether `body` holds everything `part` says (objects by their keys, arrays item by item). */
function matches(body: unknown, part: unknown): boolean {
  if (Array.isArray(part)) return Array.isArray(body) && part.length === body.length && part.every((item, index) => matches(body[index], item));
  if (part !== null && typeof part === 'object') {
    return body !== null && typeof body === 'object' && Object.entries(part).every(([key, value]) => matches((body as Json)[key], value));
  }
  return Object.is(body, part);
}

const fileOf = (file: ExampleFile) =>
  new File([file.base64 !== undefined ? Buffer.from(file.base64, 'base64') : (file.text ?? '')], file.fileName, { type: file.type });

function requestOf(url: string, method: string, example: RouteExample, key?: string): [string, RequestInit] {
  const path = openApiPath(url).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(example.request.params?.[name])));
  const query = new URLSearchParams(Object.entries(example.request.query ?? {}).map(([name, value]) => [name, String(value)]));
  const headers: Record<string, string> = example.request.anonymous ? {} : { ...admin.headers };
  if (key) headers['idempotency-key'] = key;
  let body: BodyInit | undefined;
  if (example.request.multipart) {
    const form = new FormData();
    for (const [name, part] of Object.entries(example.request.multipart)) form.append(name, typeof part === 'string' ? part : fileOf(part));
    body = form;
  } else if (example.request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(example.request.body);
  }
  return [`${origin}${path}${query.size > 0 ? `?${query}` : ''}`, { method, headers, body }];
}

async function replay(method: string, url: string, example: RouteExample, key?: string) {
  const response = await fetch(...requestOf(url, method, example, key));
  const type = response.headers.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? ((await response.json()) as unknown) : await response.text();
  return { response, body, type };
}

describe('the documented examples', () => {
  it('cover every registered route', () => {
    const without = t.routes.filter((route) => !(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.['x-examples']?.length)).map((route) => `${route.method} ${route.url}`);
    expect(without, 'routes without a documented example (server/openapi/examples.ts)').toEqual([]);
  });

  // About a hundred and fifty requests in a row, imports and scrypt among them: more than the suite's default 20 s on a busy machine.
  it('are answered as documented, in order', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    let idempotent = 0;
    for (const [key, example] of EXAMPLES) {
      const [method, url] = key.split(' ') as [string, string];
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      const name = `${key} (${example.name})`;
      expect(operation?.['x-examples'], name).toContainEqual(example);
      const replayKey = operation!['x-idempotent'] && example.status < 300 ? `example-${example.name}-${url}` : undefined;
      const { response, body, type } = await replay(method, url, example, replayKey);
      if (response.status !== example.status) {
        wrong.push(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
        continue;
      }
      const documented = operation!.responses[String(response.status)]?.content;
      const mediaType = Object.keys(documented ?? {}).find((documentedType) => type.startsWith(documentedType));
      if (!mediaType) {
        wrong.push(`${name}: ${response.status} ${type} is not documented`);
        continue;
      }
      if (example.response !== undefined && !matches(body, example.response)) wrong.push(`${name}: ${JSON.stringify(body).slice(0, 300)} lacks ${JSON.stringify(example.response)}`);
      const schema = documented![mediaType]!.schema;
      if (mediaType === 'application/json' && schema) {
        const parsed = z.fromJSONSchema(inlined(schema) as never).safeParse(body);
        if (!parsed.success) wrong.push(`${name}: ${z.prettifyError(parsed.error)} in ${JSON.stringify(body).slice(0, 200)}`);
      }
      if (replayKey) {
        idempotent += 1;
        const again = await replay(method, url, example, replayKey);
        expect(again.response.status, name).toBe(example.status);
        expect(again.response.headers.get('idempotency-replayed'), name).toBe('true');
        expect(again.body, name).toEqual(body);
      }
    }
    expect(wrong).toEqual([]);
    expect(idempotent).toBeGreaterThan(0);
  });
});
