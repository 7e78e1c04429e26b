/**
 * A SAMPLE of the OpenAPI 3.1 document `GET /api/openapi.json` answers, for the mock and the API
 * reference page's stories. It is written by hand, not generated: the real document is the server's
 * (server/openapi, generated from the zod contract), and this one only covers what the page has to
 * render: path, query and header parameters (`Idempotency-Key`), JSON and multipart bodies, nested
 * objects and arrays, `$ref` to components (one recursive), enums, limits and formats, error
 * answers with their codes (given three ways: an enum on `error.code` narrowing the shared `ErrorBody` through `allOf` as
 * the generator writes it (docs/decisions/346-openapi-from-the-contract.md), `x-error-codes`, examples),
 * `x-permissions`, a public operation (`security: []`) and request and answer examples.
 */
import { CUSTOMERS } from '../../../contract/areas/customers';
import { DELIVERY_ORDERS } from '../../../contract/areas/delivery-orders';
import { ITEMS } from '../../../contract/areas/items';
import { SHIPMENTS } from '../../../contract/areas/shipments';

const json = (schema: object, examples?: object) => ({ 'application/json': { schema, ...(examples ? { examples } : {}) } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** As the generator writes an error answer: the shared shape narrowed to the codes it can carry. */
const errorAnswer = (description: string, codes: string[]) => ({
  description,
  content: json({ allOf: [ref('ErrorBody'), { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: codes } } } } }] }),
});
const errorExample = (code: string, message: string) => ({ summary: code, value: { error: { code, message } } });

const versionProperty = { type: 'integer', minimum: 1, description: 'The version the record was read at; a stale one is answered 409 VERSION_CONFLICT.' };

export const OPENAPI_SAMPLE = {
  openapi: '3.1.0',
  info: {
    title: 'LAJU API (sample)',
    version: '2026.12',
    description: 'A sample of the document the server serves: the real one is generated from the contract.',
  },
  tags: [
    { name: 'auth', description: 'Sign-in and sessions.' },
    { name: 'customers', description: 'Customers (Kustomer): the companies goods are delivered to.' },
    { name: 'delivery-orders', description: 'Delivery orders (DO) and their lines.' },
    { name: 'shipments', description: 'Shipments (Pengiriman) and their proof photos.' },
  ],
  security: [{ bearer: [] }],
  paths: {
    '/api/auth/login': {
      post: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in',
        description: 'Answers an access token and sets the refresh cookie. Failed attempts are counted per address and per user.',
        security: [],
        requestBody: {
          required: true,
          content: json(
            {
              type: 'object',
              required: ['username', 'password'],
              properties: {
                username: { type: 'string', minLength: 1, maxLength: 64 },
                password: { type: 'string', minLength: 1, maxLength: 128, writeOnly: true },
              },
            },
            { admin: { summary: 'The administrator', value: { username: 'admin', password: '••••••••' } } },
          ),
        },
        responses: {
          '200': {
            description: 'Signed in.',
            content: json({ type: 'object', properties: { data: ref('Session') } }),
          },
          '401': { description: 'Wrong username or password.', content: json(ref('ErrorBody')), 'x-error-codes': ['INVALID_CREDENTIALS'] },
          '429': {
            description: 'Too many failed attempts; `retryAfterSeconds` says when to try again.',
            content: json(ref('ErrorBody'), { RATE_LIMITED: errorExample('RATE_LIMITED', 'Too many attempts') }),
          },
        },
      },
    },
    '/api/customers': {
      get: {
        operationId: 'listCustomers',
        tags: ['customers'],
        summary: 'List customers',
        'x-permissions': [CUSTOMERS.permission.list],
        parameters: [
          { name: 'q', in: 'query', description: 'Words searched in the code, name and address.', schema: { type: 'string', maxLength: 100 } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { name: 'sort', in: 'query', schema: { type: 'string', enum: ['name', '-name', 'createdAt', '-createdAt'], default: 'name' } },
        ],
        responses: {
          '200': {
            description: 'One page of customers.',
            content: json({
              type: 'object',
              required: ['data', 'paging'],
              properties: { data: { type: 'array', items: ref('Customer') }, paging: ref('Paging') },
            }),
          },
          '403': errorAnswer('The role lacks the permission.', ['FORBIDDEN']),
        },
      },
      post: {
        operationId: 'createCustomer',
        tags: ['customers'],
        summary: 'Create a customer',
        description: 'The code must be unique among customers, compared without case.',
        'x-permissions': [CUSTOMERS.permission.create],
        parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
        requestBody: {
          required: true,
          content: json(ref('CustomerInput'), {
            shop: { summary: 'A shop in Jakarta', value: { code: 'TK-0042', name: 'Toko Sumber Rejeki', address: 'Jl. Pasar Baru 12, Jakarta Pusat', phone: '0216543210' } },
          }),
        },
        responses: {
          '201': {
            description: 'Created.',
            content: json({ type: 'object', properties: { data: ref('Customer') } }, {
              created: { value: { data: { id: 42, code: 'TK-0042', name: 'Toko Sumber Rejeki', address: 'Jl. Pasar Baru 12, Jakarta Pusat', phone: '0216543210', active: true, version: 1 } } },
            }),
          },
          '400': errorAnswer('The input breaks a rule; `fields` says which.', ['VALIDATION_FAILED']),
          '409': errorAnswer('The code is taken, or the key was used for another request.', ['CONFLICT', 'IDEMPOTENCY_KEY_REUSED']),
        },
      },
    },
    '/api/customers/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      patch: {
        operationId: 'updateCustomer',
        tags: ['customers'],
        summary: 'Change a customer',
        'x-permissions': [CUSTOMERS.permission.update],
        requestBody: {
          required: true,
          content: json({ allOf: [ref('CustomerInput')], type: 'object', required: ['version'], properties: { version: versionProperty } }),
        },
        responses: {
          '200': { description: 'Changed.', content: json({ type: 'object', properties: { data: ref('Customer') } }) },
          '404': errorAnswer('No such customer.', ['NOT_FOUND']),
          '409': {
            description: 'Changed by someone else since it was read: `error.current` holds the record now.',
            content: json({
              type: 'object',
              properties: { error: { type: 'object', properties: { code: { type: 'string', enum: ['VERSION_CONFLICT', 'CONFLICT'] }, current: ref('Customer') } } },
            }),
          },
        },
      },
    },
    '/api/delivery-orders': {
      post: {
        operationId: 'createDeliveryOrder',
        tags: ['delivery-orders'],
        summary: 'Create a delivery order',
        'x-permissions': [DELIVERY_ORDERS.permission.create, CUSTOMERS.permission.list, ITEMS.permission.list],
        parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
        requestBody: {
          required: true,
          content: json(
            {
              type: 'object',
              required: ['customerId', 'date', 'lines'],
              properties: {
                customerId: { type: 'integer', minimum: 1 },
                date: { type: 'string', format: 'date' },
                note: { type: ['string', 'null'], maxLength: 500 },
                priority: { type: 'string', enum: ['NORMAL', 'URGENT'], default: 'NORMAL' },
                lines: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 200,
                  description: 'One line per item; an item at most once.',
                  items: {
                    type: 'object',
                    required: ['itemId', 'quantity'],
                    properties: {
                      itemId: { type: 'integer', minimum: 1 },
                      quantity: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, multipleOf: 0.001 },
                      unit: { type: 'string', enum: ['PCS', 'BOX', 'KG'] },
                    },
                  },
                },
              },
            },
            {
              twoLines: {
                summary: 'Two lines',
                value: { customerId: 42, date: '2026-12-07', note: null, priority: 'URGENT', lines: [{ itemId: 7, quantity: 12, unit: 'BOX' }, { itemId: 9, quantity: 2.5, unit: 'KG' }] },
              },
            },
          ),
        },
        responses: {
          '201': { description: 'Created, status BARU.', content: json({ type: 'object', properties: { data: ref('DeliveryOrder') } }) },
          '422': {
            description: 'A business rule refused it.',
            content: json(ref('ErrorBody'), {
              unknown: errorExample('UNKNOWN_REFERENCE', 'Item 9 does not exist'),
              inactive: errorExample('RECORD_INACTIVE', 'Customer 42 is inactive'),
            }),
          },
        },
      },
    },
    '/api/shipments/{id}/proof': {
      post: {
        operationId: 'uploadShipmentProof',
        tags: ['shipments'],
        summary: 'Upload the proof-of-loading photo',
        description: 'The shipment becomes SELESAI. The same photo sent again with the same key answers the first answer.',
        'x-permissions': [SHIPMENTS.permission.uploadProof],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { $ref: '#/components/parameters/IdempotencyKey' },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', contentMediaType: 'image/jpeg', description: 'JPEG, PNG or WebP, at most 10 MB.' } },
              },
            },
          },
        },
        responses: {
          '204': { description: 'Stored; the shipment is SELESAI.' },
          '413': errorAnswer('The photo is too large.', ['PAYLOAD_TOO_LARGE']),
          '415': errorAnswer('Not a JPEG, PNG or WebP photo.', ['IMAGE_TYPE_UNSUPPORTED', 'IMAGE_HEIC_UNSUPPORTED']),
        },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        description: 'A unique key per create: sent again, the first answer comes back.',
        schema: { type: 'string', minLength: 8, maxLength: 128 },
      },
    },
    schemas: {
      ErrorBody: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: {
              code: { type: 'string', description: 'A code of the contract; the client translates it.' },
              message: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
              retryAfterSeconds: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
      Session: {
        type: 'object',
        required: ['userId', 'accessToken'],
        properties: { userId: { type: 'integer' }, username: { type: 'string' }, accessToken: { type: 'string' }, roleId: { type: 'integer' } },
      },
      Paging: {
        type: 'object',
        properties: { page: { type: 'integer', minimum: 1 }, size: { type: 'integer' }, total: { type: 'integer', minimum: 0 } },
      },
      CustomerInput: {
        type: 'object',
        required: ['code', 'name'],
        properties: {
          code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Z0-9-]+$' },
          name: { type: 'string', minLength: 1, maxLength: 120 },
          address: { type: ['string', 'null'], maxLength: 500 },
          phone: { anyOf: [{ type: 'string', pattern: '^[0-9]{7,15}$' }, { type: 'null' }] },
          email: { type: 'string', format: 'email' },
        },
      },
      Customer: {
        allOf: [ref('CustomerInput')],
        type: 'object',
        required: ['id', 'active', 'version'],
        properties: { id: { type: 'integer', readOnly: true }, active: { type: 'boolean' }, version: { type: 'integer', minimum: 1 } },
      },
      DeliveryOrder: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          number: { type: 'string', examples: ['DO-2026-000123'] },
          status: { type: 'string', enum: ['BARU', 'PROSES', 'SELESAI', 'BATAL'] },
          customer: ref('Customer'),
          createdAt: { type: 'string', format: 'date-time' },
          replaces: { description: 'The DO this one was copied from.', anyOf: [ref('DeliveryOrder'), { type: 'null' }] },
        },
      },
    },
  },
} as const;

/**
 * A long sample: `count` operations over a few tags with long paths, summaries and descriptions, for
 * the page's long-content story.
 */
export function longOpenApiSample(count: number) {
  const tags = ['customers', 'items', 'fleets', 'delivery-orders', 'shipments', 'reports'];
  const paths: Record<string, object> = {};
  for (let index = 1; index <= count; index++) {
    const tag = tags[index % tags.length]!;
    paths[`/api/${tag}/{${tag}Id}/very-long-nested-resource-segment-${index}/with-another-long-segment`] = {
      get: {
        operationId: `readLongResource${index}`,
        tags: [tag],
        summary: `Read long resource number ${index} with a summary that goes on well past the width of a phone screen`,
        description: 'A long description. '.repeat(20),
        'x-permissions': [`read-${tag}`],
        parameters: [{ name: `${tag}Id`, in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'The resource.' } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'LAJU API (long sample)', version: '1' }, paths };
}
