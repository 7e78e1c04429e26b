import { errorBodySchema, type ErrorCode } from '../../contract/api';
import type { RouteAccess } from '../http/route';
import type { DocumentedRoute } from './collect';
import { examplesOf, type RouteExample } from './examples';
import { noteOf, type MultipartPart, type RouteNote } from './notes';
import { acceptsNothing, objectMembers, SchemaConverter, type JsonSchema } from './schemas';
import { isPeopleOnly } from '../auth/api-tokens';

export interface DocumentOptions {
  readonly routes: readonly DocumentedRoute[];
  /** The paths whose POST creates a record and honours `Idempotency-Key` (services/idempotency.ts). */
  readonly creates: ReadonlySet<string>;
  readonly version: string;
}

/** `/api/users/:id` → `/api/users/{id}` (a Fastify regex suffix `:id(\\d+)` is dropped). */
export const openApiPath = (url: string): string => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
export const routeKey = (method: string, url: string): string => `${method} ${url}`;

const pathNames = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

const operationId = (method: string, url: string) =>
  `${method.toLowerCase()}${url.replace(/^\/api/, '').replace(/:(\w+)(\([^)]*\))?/g, 'by-$1').split(/[/-]/).filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}`;

/** The area a route belongs to: its first path segment, the signed-in user's own routes as `account`. */
export function tagOf(url: string): string {
  if (/^\/api\/(users|roles)\/my(\/|$)/.test(url)) return 'account';
  const segment = url.split('/')[2] ?? 'api';
  return segment === 'health' ? 'system' : segment.replace(/^:.*/, 'api');
}

const permissionsOf = (access: RouteAccess): { rule: 'public' | 'authenticated' | 'all' | 'any'; names: readonly string[] } =>
  access === 'public' || access === 'authenticated'
    ? { rule: access, names: [] }
    : 'anyOf' in access
      ? { rule: 'any', names: access.anyOf }
      : { rule: 'all', names: access };

const quoted = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function accessSentence(access: RouteAccess): string {
  const { rule, names } = permissionsOf(access);
  if (rule === 'public') return 'Public: no sign-in needed.';
  if (rule === 'authenticated') return 'Any signed-in user.';
  if (rule === 'any') return `Needs a role holding any one of the permissions ${quoted(names)}.`;
  return names.length === 1 ? `Needs the permission ${quoted(names)}.` : `Needs a role holding all the permissions ${quoted(names)}.`;
}

/** The codes a route can answer, by status: the common ones its declaration implies, then its notes'. */
function errorCodesOf(route: DocumentedRoute, note: RouteNote, versioned: boolean): Map<number, Set<ErrorCode>> {
  const codes = new Map<number, Set<ErrorCode>>();
  const add = (status: number, code: ErrorCode) => codes.set(status, (codes.get(status) ?? new Set()).add(code));
  const { rule } = permissionsOf(route.access);
  const hasBody = route.schema.body !== undefined || note.multipart !== undefined;
  if (hasBody || route.schema.querystring !== undefined || route.schema.params !== undefined || note.idempotent) add(400, 'VALIDATION_FAILED');
  if (hasBody || route.schema.querystring !== undefined || route.schema.params !== undefined) add(400, 'BAD_REQUEST');
  if (rule !== 'public') {
    add(401, 'UNAUTHENTICATED');
    add(401, 'TOKEN_EXPIRED');
    // A machine's API token (docs/decisions/347-api-tokens.md): unknown, expired, revoked, or over its rate.
    add(401, 'API_TOKEN_INVALID');
    add(401, 'API_TOKEN_EXPIRED');
    add(401, 'API_TOKEN_REVOKED');
    add(429, 'RATE_LIMITED');
  }
  if (isPeopleOnly(route.method, route.url)) add(403, 'TOKEN_NOT_ALLOWED');
  if (rule === 'all' || rule === 'any') add(403, 'FORBIDDEN');
  if (pathNames(route.url).length > 0) add(404, 'NOT_FOUND');
  if (route.schema.body !== undefined) {
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (versioned) add(409, 'VERSION_CONFLICT');
  if (note.idempotent) add(422, 'IDEMPOTENCY_KEY_REUSED');
  for (const [status, code] of note.errors ?? []) add(status, code);
  add(500, 'INTERNAL');
  add(503, 'DATABASE_UNAVAILABLE');
  return codes;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

function errorResponse(status: number, codes: ReadonlySet<ErrorCode>): JsonSchema {
  const list = [...codes];
  return {
    description: `Answered with ${list.map((code) => `\`${code}\``).join(', ')} (the shared error shape; the client translates the code).`,
    ...(status === 503 || status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } } } : {}),
    content: {
      'application/json': {
        schema: { allOf: [ERROR_REF, { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: list } } } } }] },
      },
    },
  };
}

function multipartSchema(parts: Readonly<Record<string, MultipartPart>>, convert: (schema: unknown) => JsonSchema) {
  const properties: Record<string, JsonSchema> = {};
  const encoding: Record<string, JsonSchema> = {};
  for (const [name, part] of Object.entries(parts)) {
    if (part.kind === 'file') {
      properties[name] = { type: 'string', contentMediaType: 'application/octet-stream' };
      encoding[name] = { contentType: (part.mediaTypes ?? ['application/octet-stream']).join(', ') };
    } else {
      properties[name] = part.schema ? convert(part.schema) : { type: 'string' };
      if (part.kind === 'json') encoding[name] = { contentType: 'application/json' };
    }
  }
  const required = Object.entries(parts).filter(([, part]) => part.required).map(([name]) => name);
  return { schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }, encoding };
}

/** An example's values placed where OpenAPI keeps them: parameters, request body, the answer. */
const namedExamples = <T>(examples: readonly RouteExample[], value: (example: RouteExample) => T | undefined) => {
  const entries = examples.flatMap((example) => {
    const found = value(example);
    return found === undefined ? [] : [[example.name, { summary: example.summary, value: found }] as const];
  });
  return entries.length > 0 ? { examples: Object.fromEntries(entries) } : {};
};

function operationOf(route: DocumentedRoute, options: DocumentOptions, converter: SchemaConverter): JsonSchema {
  const id = operationId(route.method, route.url);
  const note = noteOf(route.method, route.url, options.creates);
  const examples = examplesOf(route.method, route.url);
  const convert = (schema: unknown, io: 'input' | 'output') => converter.convert(schema, io, id);
  const body = route.schema.body !== undefined ? convert(route.schema.body, 'input') : undefined;
  const versionMember = body ? objectMembers(body) : undefined;
  const versioned = versionMember !== undefined && 'version' in versionMember.properties;
  const versionRequired = versioned && versionMember.required.has('version');

  const parameters: JsonSchema[] = [];
  const pathSchema = route.schema.params !== undefined ? objectMembers(convert(route.schema.params, 'input')).properties : {};
  for (const name of pathNames(route.url)) {
    parameters.push({ name, in: 'path', required: true, schema: pathSchema[name] ?? { type: 'string' }, ...namedExamples(examples, (example) => example.request.params?.[name]) });
  }
  if (route.schema.querystring !== undefined) {
    const { properties, required } = objectMembers(convert(route.schema.querystring, 'input'));
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name) && !('default' in schema), schema, ...namedExamples(examples, (example) => example.request.query?.[name]) });
    }
  }
  if (note.idempotent) {
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  }

  const descriptions = [accessSentence(route.access)];
  if (note.description) descriptions.push(note.description);
  if (versioned) {
    descriptions.push(
      versionRequired
        ? 'Send the `version` the record was read at: a record changed since answers 409 `VERSION_CONFLICT` with the current record in `error.current`.'
        : 'May send the `version` the record was read at: a record changed since answers 409 `VERSION_CONFLICT`; without it, the change applies to the record as it is now.',
    );
  }
  if (note.idempotent) {
    descriptions.push('Honours `Idempotency-Key`: the same key with the same request within a day answers the first result again with `Idempotency-Replayed: true` and changes nothing; with another request it answers 422 `IDEMPOTENCY_KEY_REUSED`.');
  }

  let requestBody: JsonSchema | undefined;
  if (note.multipart) {
    const { schema, encoding } = multipartSchema(note.multipart, (schema) => convert(schema, 'input'));
    requestBody = { required: true, content: { 'multipart/form-data': { schema, encoding } } };
  } else if (body) {
    requestBody = {
      required: !acceptsNothing(route.schema.body),
      content: { 'application/json': { schema: body, ...namedExamples(examples, (example) => example.request.body) } },
    };
  }

  const responses: Record<string, JsonSchema> = {};
  const answered = (status: number) => namedExamples(examples.filter((example) => example.status === status), (example) => example.response);
  if (note.success) {
    const { status, mediaTypes, schema, description } = note.success;
    responses[String(status)] = {
      description,
      content: Object.fromEntries(
        mediaTypes.map((mediaType) => [
          mediaType,
          schema ? { schema: convert(schema, 'output'), ...answered(status) } : mediaType === 'application/json' ? { schema: { type: 'object' } } : { schema: { type: 'string', contentMediaType: mediaType } },
        ]),
      ),
    };
  } else {
    for (const [status, schema] of Object.entries(route.schema.response ?? {})) {
      responses[status] = { description: Number(status) < 400 ? 'Done.' : 'Not ready.', content: { 'application/json': { schema: convert(schema, 'output'), ...answered(Number(status)) } } };
    }
  }
  if (Object.keys(responses).every((status) => Number(status) >= 300)) {
    // The route declares no answer: the coverage test names it (server/test/openapi.test.ts).
    responses['200'] = { description: 'Undocumented answer.', 'x-undocumented': true };
  }
  for (const [status, codes] of errorCodesOf(route, note, versioned)) {
    const key = String(status);
    responses[key] = responses[key] ?? errorResponse(status, codes);
  }
  for (const example of examples) {
    const key = String(example.status);
    if (responses[key] && example.response !== undefined && Number(key) >= 400) {
      const content = (responses[key].content as Record<string, JsonSchema>)['application/json']!;
      content.examples = { ...(content.examples as object | undefined), [example.name]: { summary: example.summary, value: example.response } };
    }
  }

  const { rule, names } = permissionsOf(route.access);
  return {
    operationId: id,
    summary: note.summary ?? `${route.method} ${openApiPath(route.url)}`,
    description: descriptions.join('\n\n'),
    tags: [tagOf(route.url)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: rule === 'public' ? [] : [{ bearer: [] }],
    'x-permissions': names,
    'x-access': rule,
    ...(note.idempotent ? { 'x-idempotent': true } : {}),
    ...(versioned ? { 'x-version-rule': versionRequired ? 'required' : 'optional' } : {}),
    ...(examples.length > 0 ? { 'x-examples': examples } : {}),
  };
}

/** The OpenAPI 3.1 document of every registered /api route. */
export function buildOpenApiDocument(options: DocumentOptions): JsonSchema {
  const converter = new SchemaConverter();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of options.routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, options, converter) };
  }
  const tags = [...new Set(options.routes.map((route) => tagOf(route.url)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.1',
    info: {
      title: 'LAJU API',
      version: options.version,
      description:
        'Generated at start from the route declarations and the zod schemas the server validates with (docs/decisions/346-openapi-from-the-contract.md). Errors share one shape; the client translates `error.code`. Every write of a record that carries `version` is checked against it.',
    },
    tags,
    paths,
    security: [{ bearer: [] }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A bearer token in `Authorization: Bearer <token>`: the access token `POST /api/auth/login` answers (short-lived; `POST /api/auth/refresh` renews it), or another token the server issues for the caller.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A key of 1–200 visible ASCII characters, unique per request the caller means once; kept a day per user.',
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
        },
      },
      schemas: { ErrorBody: converter.convert(errorBodySchema, 'output', 'ErrorBody'), ...converter.components },
    },
  };
}
