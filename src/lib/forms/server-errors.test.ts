import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { newIdempotencyKey } from './idempotency';
import { applyServerErrors, versionConflictOf } from './server-errors';

type Form = Pick<UseFormReturn<Record<string, unknown>>, 'setError' | 'getValues'>;

function fakeForm(values: Record<string, unknown>) {
  const errors: Record<string, { message?: string; type: string; focus?: boolean }> = {};
  const form = {
    getValues: (() => values) as Form['getValues'],
    setError: vi.fn((name: string, error: { message?: string; type: string }, options?: { shouldFocus?: boolean }) => {
      errors[name] = { message: error.message, type: error.type, focus: options?.shouldFocus };
    }) as unknown as Form['setError'],
  };
  return Object.assign(form, { errors });
}

describe('applyServerErrors', () => {
  it('puts each field code on its field and focuses the first', () => {
    const form = fakeForm({ username: 'budi', email: '', address: { city: '' } });
    const error = new ApiError(409, 'CONFLICT', 'x', { username: 'TAKEN', 'address.city': 'REQUIRED' });
    expect(applyServerErrors(form, error)).toEqual({ fields: ['username', 'address.city'], root: null });
    expect(form.errors).toEqual({
      username: { type: 'server', message: 'TAKEN', focus: true },
      'address.city': { type: 'server', message: 'REQUIRED', focus: false },
    });
  });

  it('maps renamed fields and sends the rest to root.server', () => {
    const form = fakeForm({ role: '' });
    const error = new ApiError(422, 'BUSINESS_RULE', 'x', { roleId: 'INVALID', id: 'SELF_DEACTIVATION' });
    expect(applyServerErrors(form, error, { fieldMap: { roleId: 'role' } })).toEqual({ fields: ['role'], root: 'SELF_DEACTIVATION' });
    expect(form.errors['root.server']).toMatchObject({ message: 'SELF_DEACTIVATION' });
  });

  it('puts an error without fields on root.server by its code', () => {
    const form = fakeForm({ name: '' });
    expect(applyServerErrors(form, new ApiError(403, 'FORBIDDEN', 'x')).root).toBe('FORBIDDEN');
    expect(applyServerErrors(form, ApiError.network()).root).toBe('NETWORK_ERROR');
    expect(applyServerErrors(form, new TypeError('bug')).root).toBe('INTERNAL');
  });

  it('uses an explicit field list over the values', () => {
    const form = fakeForm({});
    expect(applyServerErrors(form, new ApiError(400, 'VALIDATION_FAILED', 'x', { email: 'TAKEN' }), { fields: ['email'] }).fields).toEqual(['email']);
  });

  it('does not treat inherited names as fields', () => {
    const form = fakeForm({ name: 'x' });
    expect(applyServerErrors(form, new ApiError(400, 'VALIDATION_FAILED', 'x', { constructor: 'INVALID' })).root).toBe('INVALID');
  });
});

describe('versionConflictOf', () => {
  it('returns the current record of a 409 VERSION_CONFLICT only', () => {
    const current = { id: 1, name: 'Budi S.', version: 5 };
    expect(versionConflictOf(new ApiError(409, 'VERSION_CONFLICT', 'x', {}, { current }))).toEqual(current);
    expect(versionConflictOf(new ApiError(409, 'CONFLICT', 'x', {}, { current }))).toBeNull();
    expect(versionConflictOf(new ApiError(409, 'VERSION_CONFLICT', 'x', {}, { current: [1] }))).toBeNull();
    expect(versionConflictOf(new ApiError(409, 'VERSION_CONFLICT', 'x'))).toBeNull();
    expect(versionConflictOf('nope')).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('gives a fresh v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('builds one from getRandomValues where randomUUID is missing (plain http)', () => {
    // randomUUID lives on the prototype: an own property hides it, deleting it brings it back.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(typeof crypto.randomUUID).toBe('undefined');
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
