import { z } from 'zod';
import type { ErrorCode } from '../../contract/api';
import type { AnyArea } from '../../contract/area';
import { AREA_DECLARATIONS } from '../../contract/areas';
import { importOptionsSchema } from '../../contract/imports';
import { receiptInputSchema } from '../../contract/receipts';
import { outgoingReportSchema } from '../../contract/reports';

/**
 * What a route does that its Fastify schemas cannot say: a multipart body, an answer that is a
 * file or a stream, the `Idempotency-Key` it honours, the business refusals of its service. Each
 * note is matched by the route's method and path pattern, so an area added by declaration gets
 * its notes without an entry here; the schemas themselves always come from the contract.
 */
export interface MultipartPart {
  /** A file part, or a text part carrying the given schema (JSON when `json`). */
  readonly kind: 'file' | 'text' | 'json';
  readonly schema?: z.ZodType;
  readonly required?: boolean;
  readonly mediaTypes?: readonly string[];
}

export interface SuccessNote {
  readonly status: number;
  readonly mediaTypes: readonly string[];
  /** JSON answers: the contract's schema; files have none. */
  readonly schema?: z.ZodType;
  readonly description: string;
}

export interface RouteNote {
  readonly summary?: string;
  readonly idempotent?: boolean;
  readonly multipart?: Readonly<Record<string, MultipartPart>>;
  /** Replaces the success answer the route's schema declares (or declares none). */
  readonly success?: SuccessNote;
  readonly errors?: readonly (readonly [number, ErrorCode])[];
  readonly description?: string;
}

const SPREADSHEET = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;
const PICTURES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const areaOf = (url: string): AnyArea | undefined =>
  (AREA_DECLARATIONS as readonly AnyArea[]).find((area) => url === area.api || url.startsWith(`${area.api}/`));

const file = (mediaTypes: readonly string[]): MultipartPart => ({ kind: 'file', required: true, mediaTypes });

/** The rule for one `METHOD path` (Fastify's `:param` form), or undefined when the schemas say all. */
type Rule = (method: string, url: string, creates: ReadonlySet<string>) => RouteNote | undefined;

const importNotes: Rule = (method, url): RouteNote | undefined => {
  const match = /^(\/api\/[a-z-]+)\/imports(\/read|\/check|\/template)?$/.exec(url);
  const area = match ? areaOf(match[1]!) : undefined;
  if (!match || !area?.import || method !== 'POST') return undefined;
  const errors = [[413, 'PAYLOAD_TOO_LARGE'], [415, 'UNSUPPORTED_MEDIA_TYPE'], [422, 'IMPORT_FILE_UNREADABLE']] as const;
  if (match[2] === '/template') {
    return { summary: `The ${area.key} import template`, success: { status: 200, mediaTypes: SPREADSHEET, description: 'The template with one example row, as an attachment.' } };
  }
  if (match[2] === '/read') {
    return {
      summary: `Read a ${area.key} import file`,
      multipart: { file: file(SPREADSHEET) },
      success: { status: 200, mediaTypes: ['application/json'], description: '`{ data }`: the file\'s sheet, headers, row count and a preview (contract/imports.ts `ImportFileInfo`).' },
      errors,
    };
  }
  const options = { kind: 'json' as const, schema: importOptionsSchema(area), required: true };
  return {
    summary: match[2] === '/check' ? `Check a ${area.key} import` : `Import ${area.key}`,
    multipart: { file: file(SPREADSHEET), options },
    success: {
      status: 200,
      mediaTypes: ['application/x-ndjson'],
      description: 'JSON lines: `{ progress }` while it works, then one `{ result }` or `{ error }` (contract/imports.ts `ImportStreamLine`).',
    },
    errors: [...errors, [409, 'IMPORT_CHANGED'], [422, 'IMPORT_HAS_FAILURES'], [503, 'IMPORTS_BUSY']],
  };
};

const RULES: readonly Rule[] = [
  (method, url) =>
    method === 'GET' && url === '/api/openapi.json'
      ? { summary: 'This document', success: { status: 200, mediaTypes: ['application/json'], description: 'The OpenAPI 3.1 document; `If-None-Match` with its ETag answers 304.' } }
      : undefined,
  (method, url, creates) => (method === 'POST' && creates.has(url) ? { idempotent: true } : undefined),
  importNotes,
  (method, url) =>
    method === 'POST' && /^\/api\/[a-z-]+\/export$/.test(url)
      ? { summary: 'Export the list', success: { status: 200, mediaTypes: SPREADSHEET, description: 'The list as a file attachment, streamed; `X-Total-Count` is its row count.' } }
      : undefined,
  (method, url) =>
    method === 'POST' && url === '/api/imports/:id/failed-rows'
      ? { summary: "An import's failed rows", success: { status: 200, mediaTypes: SPREADSHEET, description: 'The failed rows with their reasons, in the import\'s format.' } }
      : undefined,
  (method, url) =>
    method === 'GET' && url === '/api/reports/outgoing-items'
      ? { summary: 'The outgoing-items report', success: { status: 200, mediaTypes: ['application/json'], schema: z.object({ data: outgoingReportSchema }), description: 'The report.' } }
      : undefined,
  (method, url) =>
    method === 'GET' && url === '/api/reports/outgoing-items/export'
      ? { summary: 'Export the outgoing-items report', success: { status: 200, mediaTypes: [...SPREADSHEET, 'application/pdf'], description: 'The report as a file attachment.' } }
      : undefined,
  (method, url) =>
    url === '/api/company-profile/logo' && method === 'PUT'
      ? { summary: 'Replace the company logo', multipart: { file: file(PICTURES) }, errors: [[413, 'PAYLOAD_TOO_LARGE'], [415, 'UNSUPPORTED_MEDIA_TYPE'], [415, 'IMAGE_TYPE_UNSUPPORTED'], [400, 'IMAGE_MISSING'], [422, 'IMAGE_UNREADABLE'], [422, 'IMAGE_TOO_LARGE']] }
      : undefined,
  (method, url) =>
    method === 'GET' && url === '/api/company-profile/logo/:name'
      ? { summary: 'The company logo', success: { status: 200, mediaTypes: ['image/png'], description: 'The logo; a name never changes its picture, so it is cached for good.' } }
      : undefined,
  (method, url) =>
    url === '/api/shipments/:id/proof'
      ? method === 'POST'
        ? {
            summary: "Upload a shipment's proof photo",
            idempotent: true,
            multipart: { file: file(PICTURES) },
            errors: [[413, 'PAYLOAD_TOO_LARGE'], [415, 'UNSUPPORTED_MEDIA_TYPE'], [415, 'IMAGE_TYPE_UNSUPPORTED'], [415, 'IMAGE_HEIC_UNSUPPORTED'], [400, 'IMAGE_MISSING'], [422, 'IMAGE_UNREADABLE'], [409, 'SHIPMENT_CANCELLED'], [409, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS']],
          }
        : { summary: "A shipment's proof photo", success: { status: 200, mediaTypes: ['image/jpeg', 'image/webp'], description: 'The photo (`size=thumbnail`: a small WebP).' } }
      : undefined,
  (method, url) =>
    method === 'GET' && url === '/api/shipments/:id/receipts/:deliveryOrderId/:picture'
      ? { summary: "A receipt's signature or photo", success: { status: 200, mediaTypes: ['image/png', 'image/jpeg'], description: 'The signature (PNG) or the photo (JPEG).' } }
      : undefined,
  (method, url) =>
    method === 'POST' && (url === '/api/shipments/:id/receipts/:deliveryOrderId' || url === '/api/receipts/:token')
      ? {
          summary: url.startsWith('/api/receipts') ? "The receiver's receipt, through the printed note's link" : "Record a note's receipt",
          multipart: {
            receipt: { kind: 'json', schema: receiptInputSchema, required: true },
            signature: { kind: 'file', mediaTypes: ['image/png'] },
            photo: { kind: 'file', mediaTypes: PICTURES },
          },
          errors: [[413, 'PAYLOAD_TOO_LARGE'], [415, 'UNSUPPORTED_MEDIA_TYPE'], [409, 'SHIPMENT_NOT_COMPLETED'], [409, 'RECEIPT_EXISTS'], [422, 'RECEIPT_LINES_INVALID'], [422, 'RECEIPT_EVIDENCE_MISSING']],
        }
      : undefined,
  (method, url) =>
    url === '/api/receipts/:token'
      ? { errors: [[404, 'RECEIPT_LINK_UNKNOWN'], [410, 'RECEIPT_LINK_EXPIRED'], [409, 'RECEIPT_LINK_OUTDATED'], [429, 'RATE_LIMITED']] }
      : undefined,
  (method, url) =>
    url.startsWith('/api/auth/login')
      ? { errors: [[400, 'INVALID_CREDENTIALS'], [400, 'INVALID_SECOND_FACTOR'], [400, 'INVALID_CHALLENGE'], [403, 'FORBIDDEN_ORIGIN'], [429, 'RATE_LIMITED']] }
      : undefined,
  (method, url) =>
    url === '/api/auth/refresh' || url === '/api/auth/logout'
      ? { description: 'Authenticated by the `refreshToken` cookie that sign-in sets (HttpOnly), from the app\'s own origin.', errors: [[400, 'INVALID_REFRESH_TOKEN'], [403, 'FORBIDDEN_ORIGIN']] }
      : undefined,
  (method, url) =>
    /^\/api\/users(\/:id(\/(deactivate|restore|second-factor\/reset))?)?$/.test(url) && method !== 'GET'
      ? { errors: [[422, 'PERMISSIONS_EXCEED_OWN'], [422, 'LAST_PERMISSION_MANAGER'], [422, 'SELF_DEACTIVATION'], [409, 'USER_DEACTIVATED'], [409, 'CONFLICT']] }
      : undefined,
  (method, url) =>
    /^\/api\/(delivery-orders|shipments)(\/:id(\/[a-z-]+)?)?$/.test(url) && method !== 'GET'
      ? {
          errors: [
            [422, 'UNKNOWN_REFERENCE'], [422, 'QUANTITY_ABOVE_PENDING'], [422, 'QUANTITY_BELOW_ALLOCATED'], [422, 'LINE_NOT_IN_DELIVERY_ORDER'],
            [422, 'DELIVERY_ORDER_CLOSED'], [409, 'DELIVERY_ORDER_ALLOCATED'], [409, 'DELIVERY_ORDER_CANCELLED'], [409, 'SHIPMENT_COMPLETED'],
            [409, 'SHIPMENT_CANCELLED'], [422, 'FLEET_INACTIVE'], [422, 'RECORD_INACTIVE'], [422, 'WRITE_OFF_TOO_BIG'], [422, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS'], [422, 'PRINT_BATCH_TOO_LARGE'],
          ],
        }
      : undefined,
  (method, url) => (/^\/api\/users\/my\/second-factor/.test(url) || url === '/api/users/:id/second-factor/reset'
    ? { errors: [[400, 'INVALID_SECOND_FACTOR'], [400, 'INVALID_CHALLENGE'], [409, 'SECOND_FACTOR_ALREADY_ENABLED'], [409, 'SECOND_FACTOR_NOT_ENABLED'], [422, 'SECOND_FACTOR_REQUIRED'], [422, 'SELF_SECOND_FACTOR_RESET']] }
    : undefined),
  (method, url) => (/^\/api\/[a-z-]+$/.test(url) && method === 'POST' ? { errors: [[409, 'CONFLICT']] } : undefined),
  (method, url) => ((url === '/api/webhooks' && method === 'POST') || (url === '/api/webhooks/:id' && method === 'PATCH') ? { errors: [[422, 'WEBHOOK_TARGET_REFUSED']] } : undefined),
  (method, url) => (url === '/api/api-tokens' && method === 'POST' ? { errors: [[422, 'PERMISSIONS_EXCEED_OWN']] } : undefined),
];

/** Every note that applies to a route, merged (errors add up; the first summary and answer win). */
export function noteOf(method: string, url: string, creates: ReadonlySet<string>): RouteNote {
  const notes = RULES.map((rule) => rule(method, url, creates)).filter((note) => note !== undefined);
  return {
    summary: notes.find((note) => note.summary)?.summary,
    idempotent: notes.some((note) => note.idempotent),
    multipart: notes.find((note) => note.multipart)?.multipart,
    success: notes.find((note) => note.success)?.success,
    errors: notes.flatMap((note) => note.errors ?? []),
    description: notes.find((note) => note.description)?.description,
  };
}
