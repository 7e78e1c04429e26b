/**
 * The OpenAPI 3.1 document read into what the reference page shows. Every accessor is tolerant: the
 * document is JSON from the server, so a part of an unexpected shape is skipped rather than thrown
 * on, and keywords the page does not know are ignored (docs/decisions/349-api-reference-page.md).
 */

export type Json = Readonly<Record<string, unknown>>;
/** A JSON Schema 2020-12 object; `true`/`false` schemas read as an empty one. */
export type Schema = Json;

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiExampleValue {
  /** The example's key in `examples`, or none for a lone `example`. */
  name?: string;
  summary?: string;
  value: unknown;
}

export interface ApiContent {
  mediaType: string;
  schema?: Schema;
  examples: ApiExampleValue[];
}

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: Schema;
}

export interface ApiRequestBody {
  required: boolean;
  description?: string;
  contents: ApiContent[];
}

export interface ApiResponse {
  status: string;
  description?: string;
  contents: ApiContent[];
  errorCodes: string[];
}

export interface ApiOperation {
  /** The `#anchor` a colleague is sent: the operationId when it is one, else method and path. */
  anchor: string;
  method: HttpMethod;
  path: string;
  tag: string | null;
  summary?: string;
  description?: string;
  deprecated: boolean;
  permissions: string[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** `security: []`: answered without signing in. */
  isPublic: boolean;
  /** The security schemes any of its requirements names. */
  securitySchemes: string[];
  /** An `Idempotency-Key` header is honoured (docs/product/api.md). */
  idempotent: boolean;
  /** The JSON body requires the `version` the record was read at (docs/product/api.md). */
  versioned: boolean;
}

export interface ApiTagGroup {
  /** null: operations with no tag. */
  tag: string | null;
  description?: string;
  operations: ApiOperation[];
}

export interface ApiReference {
  title?: string;
  version?: string;
  description?: string;
  groups: ApiTagGroup[];
  operationCount: number;
}

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The name a `$ref` points at: `#/components/schemas/Customer` → `Customer`. */
export const refName = (ref: string) => decodePointer(ref.split('/').pop() ?? ref);

const decodePointer = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** What a local `$ref` (`#/…`) points at in the document, or undefined. */
export function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const token of ref.slice(2).split('/')) {
    if (!isObject(node)) return undefined;
    node = node[decodePointer(token)];
  }
  return node;
}

/** A parameter, request body or response that may be a `$ref` to components, followed a few steps. */
function followRef(document: Json, value: unknown): Json | undefined {
  let node = value;
  for (let step = 0; step < 8 && isObject(node) && typeof node.$ref === 'string'; step++) node = resolvePointer(document, node.$ref);
  return isObject(node) ? node : undefined;
}

/** A schema: objects as they are, boolean schemas as the empty one. */
export const asSchema = (value: unknown): Schema | undefined => (isObject(value) ? value : value === true || value === false ? {} : undefined);

function examplesOf(document: Json, media: Json): ApiExampleValue[] {
  const found: ApiExampleValue[] = [];
  if (isObject(media.examples)) {
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = followRef(document, raw);
      if (example && 'value' in example) found.push({ name, summary: text(example.summary), value: example.value });
    }
  }
  if (found.length === 0 && 'example' in media) found.push({ value: media.example });
  return found;
}

function contentsOf(document: Json, content: unknown): ApiContent[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, raw]) =>
    isObject(raw) ? [{ mediaType, schema: asSchema(raw.schema), examples: examplesOf(document, raw) }] : [],
  );
}

/** Follows a schema's `$ref`s (a few steps, so a loop of them ends) to the schema itself. */
export function derefSchema(document: Json, schema: Schema): { schema: Schema; name?: string } {
  let current = schema;
  let name: string | undefined;
  for (let step = 0; step < 8 && typeof current.$ref === 'string'; step++) {
    name = refName(current.$ref);
    const target = asSchema(resolvePointer(document, current.$ref));
    if (!target) break;
    current = target;
  }
  return { schema: current, name };
}

/** A schema's properties and required names, `allOf` parts merged in. */
export function propertiesOf(document: Json, schema: Schema): { properties: [string, Schema][]; required: Set<string> } {
  const properties = new Map<string, Schema>();
  const required = new Set<string>();
  const visit = (node: Schema, depth: number) => {
    if (depth > 8) return;
    const own = derefSchema(document, node).schema;
    for (const part of Array.isArray(own.allOf) ? own.allOf : []) {
      const sub = asSchema(part);
      if (sub) visit(sub, depth + 1);
    }
    if (isObject(own.properties)) {
      for (const [key, value] of Object.entries(own.properties)) {
        const sub = asSchema(value);
        if (sub) properties.set(key, sub);
      }
    }
    strings(own.required).forEach((key) => required.add(key));
  };
  visit(schema, 0);
  return { properties: [...properties], required };
}

/** The `enum`/`const` of `error.code` in a schema and every `allOf` part of it (the generator narrows the shared shape so). */
function codesInSchema(document: Json, schema: Schema, codes: Set<string>, depth = 0) {
  if (depth > 8) return;
  const own = derefSchema(document, schema).schema;
  for (const part of Array.isArray(own.allOf) ? own.allOf : []) {
    const sub = asSchema(part);
    if (sub) codesInSchema(document, sub, codes, depth + 1);
  }
  const error = isObject(own.properties) ? asSchema(own.properties.error) : undefined;
  const code = error && propertiesOf(document, error).properties.find(([key]) => key === 'code')?.[1];
  if (!code) return;
  const resolved = derefSchema(document, code).schema;
  strings(resolved.enum).forEach((item) => codes.add(item));
  if (typeof resolved.const === 'string') codes.add(resolved.const);
}

/** The error codes a response names: `x-error-codes`, the enum of its `error.code`, or its examples' codes. */
function errorCodesOf(document: Json, response: Json, contents: ApiContent[]): string[] {
  const codes = new Set(strings(response['x-error-codes']));
  for (const content of contents) {
    if (content.schema) codesInSchema(document, content.schema, codes);
    for (const example of content.examples) {
      const error = isObject(example.value) ? example.value.error : undefined;
      if (isObject(error) && typeof error.code === 'string') codes.add(error.code);
    }
  }
  return [...codes];
}

/** The component a schema is, or narrows through `allOf` (`ErrorBody`), or undefined. */
export function sharedShapeOf(document: Json, schema: Schema): string | undefined {
  const direct = derefSchema(document, schema).name;
  if (direct) return direct;
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  const named = parts.find((part) => isObject(part) && typeof part.$ref === 'string');
  return isObject(named) ? refName(named.$ref as string) : undefined;
}

const ANCHOR = /^[A-Za-z][\w.:-]*$/;
const slug = (value: string) => value.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

function operationOf(document: Json, method: HttpMethod, path: string, item: Json, raw: Json): ApiOperation {
  const parameterList = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(raw.parameters) ? raw.parameters : [])];
  const byKey = new Map<string, ApiParameter>();
  for (const entry of parameterList) {
    const parameter = followRef(document, entry);
    const name = parameter && text(parameter.name);
    const location = parameter && text(parameter.in);
    if (!parameter || !name || !location) continue;
    // An operation's parameter overrides the path item's of the same name and place (OpenAPI 3.1 §4.8.9).
    byKey.set(`${location}:${name}`, {
      name,
      in: location,
      required: parameter.required === true || location === 'path',
      deprecated: parameter.deprecated === true,
      description: text(parameter.description),
      schema: asSchema(parameter.schema),
    });
  }
  const parameters = [...byKey.values()];
  const body = followRef(document, raw.requestBody);
  const requestBody: ApiRequestBody | undefined = body
    ? { required: body.required === true, description: text(body.description), contents: contentsOf(document, body.content) }
    : undefined;
  const responses = isObject(raw.responses)
    ? Object.entries(raw.responses).flatMap(([status, value]) => {
        const response = followRef(document, value);
        if (!response) return [];
        const contents = contentsOf(document, response.content);
        return [{ status, description: text(response.description), contents, errorCodes: errorCodesOf(document, response, contents) }];
      })
    : [];
  const security = Array.isArray(raw.security) ? raw.security : Array.isArray(document.security) ? document.security : undefined;
  const operationId = text(raw.operationId);
  const jsonBody = requestBody?.contents.find((content) => content.mediaType.includes('json'))?.schema;
  return {
    anchor: operationId && ANCHOR.test(operationId) ? operationId : `${method}-${slug(path)}`,
    method,
    path,
    tag: strings(raw.tags)[0] ?? null,
    summary: text(raw.summary),
    description: text(raw.description),
    deprecated: raw.deprecated === true,
    permissions: strings(raw['x-permissions']),
    parameters,
    requestBody,
    responses,
    isPublic: security !== undefined && security.length === 0,
    securitySchemes: [...new Set((security ?? []).flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : [])))],
    idempotent: parameters.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key'),
    versioned: jsonBody !== undefined && propertiesOf(document, jsonBody).required.has('version'),
  };
}

/** The document's operations grouped by their first tag, in the order of the document's `tags`. */
export function readReference(document: Json): ApiReference {
  const info = isObject(document.info) ? document.info : {};
  const operations: ApiOperation[] = [];
  if (isObject(document.paths)) {
    for (const [path, value] of Object.entries(document.paths)) {
      const item = followRef(document, value);
      if (!item) continue;
      for (const method of HTTP_METHODS) {
        const raw = item[method];
        if (isObject(raw)) operations.push(operationOf(document, method, path, item, raw));
      }
    }
  }
  // Anchors stay unique even when two operations share an operationId.
  const seen = new Map<string, number>();
  for (const operation of operations) {
    const count = seen.get(operation.anchor) ?? 0;
    seen.set(operation.anchor, count + 1);
    if (count > 0) operation.anchor = `${operation.anchor}-${count + 1}`;
  }
  const declared = (Array.isArray(document.tags) ? document.tags : []).filter(isObject);
  const groups = new Map<string | null, ApiTagGroup>();
  for (const tag of declared) {
    const name = text(tag.name);
    if (name && !groups.has(name)) groups.set(name, { tag: name, description: text(tag.description), operations: [] });
  }
  for (const operation of operations) {
    const group = groups.get(operation.tag) ?? { tag: operation.tag, operations: [] };
    groups.set(operation.tag, group);
    group.operations.push(operation);
  }
  const sorted = [...groups.values()].filter((group) => group.operations.length > 0);
  // Operations without a tag come last.
  sorted.sort((a, b) => Number(a.tag === null) - Number(b.tag === null));
  return { title: text(info.title), version: text(info.version), description: text(info.description), groups: sorted, operationCount: operations.length };
}

/**
 * The groups narrowed to the operations whose method, path, summary, operationId, tag or
 * permissions (names and the words `describe` gives them) hold every word of the query.
 */
export function filterReference(groups: readonly ApiTagGroup[], query: string, describe: (permission: string) => string = (name) => name): ApiTagGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups.flatMap((group) => {
    const operations = group.operations.filter((operation) => {
      const haystack = [
        operation.method,
        operation.path,
        operation.summary,
        operation.anchor,
        group.tag,
        ...operation.permissions,
        ...operation.permissions.map(describe),
      ]
        .filter(Boolean)
        .join('\n')
        .toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
    return operations.length > 0 ? [{ ...group, operations }] : [];
  });
}

/** The anchor of the operation a location's hash names, if the document has it. */
export function operationForHash(groups: readonly ApiTagGroup[], hash: string): ApiOperation | undefined {
  let anchor = hash.replace(/^#/, '');
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    // A malformed escape is looked up as written.
  }
  if (anchor === '') return undefined;
  for (const group of groups) {
    const found = group.operations.find((operation) => operation.anchor === anchor);
    if (found) return found;
  }
  return undefined;
}

/** The limits a schema states, each a translation key under `apiReference.schema.limits`. */
export const LIMIT_KEYWORDS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'pattern',
  'default',
  'const',
] as const;
export type LimitKeyword = (typeof LIMIT_KEYWORDS)[number];

export interface SchemaSummary {
  /** The JSON types, `null` left out (see `nullable`); empty when the schema says none. */
  types: string[];
  nullable: boolean;
  /** The component it was reached through (`Customer`). */
  name?: string;
  format?: string;
  /** A file part of a multipart body (`contentMediaType`, or OpenAPI 3.0's `format: binary`). */
  file: boolean;
  description?: string;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  enumValues: string[];
  /** `count` picks a plural form where the limit counts something (characters, items). */
  limits: { keyword: LimitKeyword; value: string; count?: number }[];
  /** An array's items. */
  items?: Schema;
  /** The alternatives of `oneOf`/`anyOf`, a lone `null` alternative read as `nullable`. */
  variants: Schema[];
  /** It has named fields to list. */
  hasFields: boolean;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What one schema says about a value, read for the field list. */
export function summariseSchema(document: Json, raw: Schema): SchemaSummary {
  const { schema, name } = derefSchema(document, raw);
  const declared = typeof schema.type === 'string' ? [schema.type] : strings(schema.type);
  const alternatives = [...(Array.isArray(schema.oneOf) ? schema.oneOf : []), ...(Array.isArray(schema.anyOf) ? schema.anyOf : [])]
    .map(asSchema)
    .filter((item): item is Schema => item !== undefined);
  const isNull = (item: Schema) => derefSchema(document, item).schema.type === 'null';
  const variants = alternatives.filter((item) => !isNull(item));
  const nullable = declared.includes('null') || alternatives.some(isNull) || schema.nullable === true;
  const enumValues = Array.isArray(schema.enum) ? schema.enum.filter((item) => item !== null).map(show) : [];
  const limits = LIMIT_KEYWORDS.flatMap((keyword) => {
    const value = schema[keyword];
    if (value === undefined || value === false) return [];
    // OpenAPI 3.0's boolean exclusiveMinimum/Maximum only qualify minimum/maximum: shown with them.
    if ((keyword === 'exclusiveMinimum' || keyword === 'exclusiveMaximum') && typeof value !== 'number') return [];
    return [{ keyword, value: show(value), ...(typeof value === 'number' ? { count: value } : {}) }];
  });
  const fields = propertiesOf(document, raw).properties.length > 0;
  let types = declared.filter((type) => type !== 'null');
  // One non-null alternative is the type itself (`anyOf: [X, null]`, zod's nullable).
  if (types.length === 0 && variants.length === 1) {
    const single = summariseSchema(document, variants[0]!);
    return { ...single, nullable: true, description: text(schema.description) ?? single.description, name: name ?? single.name };
  }
  if (types.length === 0 && fields) types = ['object'];
  if (types.length === 0 && schema.items !== undefined) types = ['array'];
  const format = text(schema.format);
  return {
    types,
    nullable,
    name,
    format: format === 'binary' ? undefined : format,
    file: typeof schema.contentMediaType === 'string' || format === 'binary' || schema.contentEncoding === 'binary',
    description: text(raw.description) ?? text(schema.description),
    deprecated: schema.deprecated === true || raw.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    enumValues,
    limits,
    items: asSchema(schema.items),
    variants: variants.length > 1 ? variants : [],
    hasFields: fields,
  };
}
