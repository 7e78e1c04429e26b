import { describe, expect, it } from 'vitest';
import { OPENAPI_SAMPLE } from '../../../mocks/data/openapi-sample';
import { filterReference, operationForHash, propertiesOf, readReference, sharedShapeOf, summariseSchema, type Json } from './ApiDocument';

const document = OPENAPI_SAMPLE as unknown as Json;
const reference = readReference(document);
const operation = (anchor: string) => operationForHash(reference.groups, `#${anchor}`)!;

describe('readReference', () => {
  it('groups the operations by tag in the order of the document', () => {
    expect(reference.groups.map((group) => [group.tag, group.operations.map((item) => item.anchor)])).toEqual([
      ['auth', ['login']],
      ['customers', ['listCustomers', 'createCustomer', 'updateCustomer']],
      ['delivery-orders', ['createDeliveryOrder']],
      ['shipments', ['uploadShipmentProof']],
    ]);
    expect(reference).toMatchObject({ title: 'LAJU API (sample)', version: '2026.12', operationCount: 6 });
  });

  it('follows parameter refs and merges the path item parameters', () => {
    expect(operation('uploadShipmentProof').parameters.map((item) => `${item.in}:${item.name}:${item.required}`)).toEqual(['path:id:true', 'header:Idempotency-Key:false']);
    expect(operation('updateCustomer').parameters.map((item) => item.name)).toEqual(['id']);
    expect(operation('createCustomer').idempotent).toBe(true);
    expect(operation('listCustomers').idempotent).toBe(false);
  });

  it('reads the version rule, the public operations and the permissions', () => {
    expect(operation('updateCustomer').versioned).toBe(true);
    expect(operation('createCustomer').versioned).toBe(false);
    expect(operation('login')).toMatchObject({ isPublic: true, permissions: [] });
    expect(operation('createDeliveryOrder')).toMatchObject({ isPublic: false, securitySchemes: ['bearer'], permissions: ['create-delivery-order', 'read-customers', 'read-items'] });
  });

  it('collects error codes from an enum on error.code (through allOf), x-error-codes and the examples', () => {
    const codes = (anchor: string, status: string) => operation(anchor).responses.find((item) => item.status === status)?.errorCodes;
    expect(codes('createCustomer', '409')).toEqual(['CONFLICT', 'IDEMPOTENCY_KEY_REUSED']);
    expect(codes('updateCustomer', '409')).toEqual(['VERSION_CONFLICT', 'CONFLICT']);
    expect(codes('createDeliveryOrder', '422')).toEqual(['UNKNOWN_REFERENCE', 'RECORD_INACTIVE']);
    expect(codes('createCustomer', '201')).toEqual([]);
    expect(codes('login', '401')).toEqual(['INVALID_CREDENTIALS']);
    // The order of the allOf parts does not matter.
    const reversed = readReference({
      ...document,
      paths: { '/x': { get: { responses: { '404': { content: { 'application/json': { schema: { allOf: [{ properties: { error: { properties: { code: { enum: ['NOT_FOUND'] } } } } }, { $ref: '#/components/schemas/ErrorBody' }] } } } } } } } },
    });
    expect(reversed.groups[0]!.operations[0]!.responses[0]!.errorCodes).toEqual(['NOT_FOUND']);
  });

  it('tolerates a document of unexpected shapes', () => {
    expect(readReference({})).toEqual({ title: undefined, version: undefined, description: undefined, groups: [], operationCount: 0 });
    const odd = readReference({ paths: { '/a': { get: { responses: { '200': 'x', '500': { $ref: '#/nowhere' } } }, post: 'not an operation', parameters: [1, { name: 'q' }] } } });
    expect(odd.groups).toHaveLength(1);
    expect(odd.groups[0]).toMatchObject({ tag: null, operations: [{ anchor: 'get-a', method: 'get', parameters: [], responses: [] }] });
  });

  it('keeps anchors unique', () => {
    const twice = readReference({ paths: { '/a': { get: { operationId: 'same' } }, '/b': { get: { operationId: 'same' } } } });
    expect(twice.groups[0]!.operations.map((item) => item.anchor)).toEqual(['same', 'same-2']);
  });
});

describe('schemas', () => {
  it('merges allOf and follows $ref for fields', () => {
    const customer = { $ref: '#/components/schemas/Customer' };
    const { properties, required } = propertiesOf(document, customer);
    expect(properties.map(([name]) => name)).toEqual(['code', 'name', 'address', 'phone', 'email', 'id', 'active', 'version']);
    expect([...required].sort()).toEqual(['active', 'code', 'id', 'name', 'version']);
  });

  it('names the shared shape a schema is or narrows', () => {
    expect(sharedShapeOf(document, { $ref: '#/components/schemas/ErrorBody' })).toBe('ErrorBody');
    expect(sharedShapeOf(document, { allOf: [{ $ref: '#/components/schemas/ErrorBody' }, { type: 'object' }] })).toBe('ErrorBody');
    expect(sharedShapeOf(document, { type: 'object' })).toBeUndefined();
  });

  it('summarises types, null, limits, enums and files', () => {
    const input = Object.fromEntries(propertiesOf(document, { $ref: '#/components/schemas/CustomerInput' }).properties);
    expect(summariseSchema(document, input.address!)).toMatchObject({ types: ['string'], nullable: true, limits: [{ keyword: 'maxLength', value: '500' }] });
    expect(summariseSchema(document, input.phone!)).toMatchObject({ types: ['string'], nullable: true, limits: [{ keyword: 'pattern', value: '^[0-9]{7,15}$' }] });
    expect(summariseSchema(document, input.email!)).toMatchObject({ types: ['string'], format: 'email' });
    expect(summariseSchema(document, { type: 'string', enum: ['A', 'B', null] })).toMatchObject({ enumValues: ['A', 'B'] });
    expect(summariseSchema(document, { type: 'string', contentMediaType: 'image/png' })).toMatchObject({ file: true });
    expect(summariseSchema(document, { $ref: '#/components/schemas/Paging' })).toMatchObject({ name: 'Paging', types: ['object'], hasFields: true });
    expect(summariseSchema(document, true as unknown as Json)).toMatchObject({ types: [], hasFields: false });
  });
});

describe('filterReference', () => {
  it('matches every word in the path, summary or permission and its description', () => {
    const anchors = (query: string, describe?: (name: string) => string) =>
      filterReference(reference.groups, query, describe).flatMap((group) => group.operations.map((item) => item.anchor));
    expect(anchors('')).toHaveLength(6);
    expect(anchors('customers {id}')).toEqual(['updateCustomer']);
    expect(anchors('upload-shipment-image')).toEqual(['uploadShipmentProof']);
    expect(anchors('Create a')).toEqual(['createCustomer', 'createDeliveryOrder']);
    expect(anchors('mengubah', (name) => (name === 'update-customer' ? 'Mengubah kustomer' : name))).toEqual(['updateCustomer']);
    expect(anchors('nothing-like-this')).toEqual([]);
  });

  it('finds an operation by its hash, encoded or not', () => {
    expect(operationForHash(reference.groups, '#createCustomer')?.path).toBe('/api/customers');
    expect(operationForHash(reference.groups, '#tag-customers')).toBeUndefined();
    expect(operationForHash(reference.groups, '#%E0%A4%A')).toBeUndefined();
  });
});
