import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createCustomerSchema } from '../../../contract/customers';
import { createFleetSchema, normalisePlate } from '../../../contract/fleets';
import { createItemSchema } from '../../../contract/items';
import { fieldErrorsFromIssues } from '../../../contract/validation';
import { createStaticI18n } from '../i18n';
import { bundledResources } from '../i18n-resources';
import { areaFieldError, numberFromInput } from './area-errors';
import { issueToCode } from './field-errors';

const id = createStaticI18n(bundledResources, 'id');
const en = createStaticI18n(bundledResources, 'en');

/** The message a person reads for `field` after the browser checks `input` with the contract's schema. */
function browserMessage(schema: z.ZodType, ns: string, input: Record<string, unknown>, field: string, t = id.t) {
  const result = schema.safeParse(input, { error: issueToCode });
  const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
  return areaFieldError(t, ns, field, issue?.message);
}

/** The same for the server's answer: codes without parameters (contract/validation.ts). */
function serverMessage(schema: z.ZodType, ns: string, input: Record<string, unknown>, field: string) {
  const result = schema.safeParse(input, { reportInput: true });
  const fields = fieldErrorsFromIssues(result.error?.issues ?? []);
  return areaFieldError(id.t, ns, field, fields[field]);
}

describe('numberFromInput', () => {
  it('reads blanks as none, a decimal comma or point as a number, anything else as text', () => {
    expect(numberFromInput('  ')).toBeNull();
    expect(numberFromInput('12,5')).toBe(12.5);
    expect(numberFromInput('0.001')).toBe(0.001);
    expect(numberFromInput('1e20')).toBe(1e20);
    expect(numberFromInput('-3')).toBe(-3);
    expect(numberFromInput('dua kilo')).toBe('dua kilo');
    expect(numberFromInput('0x10')).toBe('0x10');
    expect(numberFromInput(7)).toBe(7);
  });
});

describe("bad input: each gets its own message", () => {
  const fleet = { model: 'Truk' };
  it.each([
    ['A 12345 BC', 'Nomor polisi harus berformat AB 1234 CD: 1–2 huruf, 1–4 angka, lalu 1–3 huruf.'],
    ['1234', 'Nomor polisi harus berformat AB 1234 CD: 1–2 huruf, 1–4 angka, lalu 1–3 huruf.'],
    ['', 'Nomor polisi wajib diisi.'],
  ])('plate %j', (plate, message) => {
    expect(browserMessage(createFleetSchema, 'fleets', { ...fleet, plate }, 'plate')).toBe(message);
    expect(serverMessage(createFleetSchema, 'fleets', { ...fleet, plate }, 'plate')).toBe(message);
  });

  it('tidies plates instead of refusing them', () => {
    expect(normalisePlate('ab1234cd')).toBe('AB 1234 CD');
    expect(normalisePlate('AB  1234  CD')).toBe('AB 1234 CD');
    expect(normalisePlate('B 1 A')).toBe('B 1 A');
  });

  it.each([
    [0, 'Kapasitas harus lebih dari 0 kg.'],
    [-5, 'Kapasitas harus lebih dari 0 kg.'],
    [2.5, 'Kapasitas harus bilangan bulat (tanpa koma).'],
    [1e20, 'Kapasitas maksimal 100.000 kg.'],
    ['banyak', 'Kapasitas harus berupa angka bulat dalam kg.'],
  ])('capacity %j', (capacityKg, message) => {
    expect(browserMessage(createFleetSchema, 'fleets', { ...fleet, plate: 'D 1 A', capacityKg }, 'capacityKg')).toBe(message);
  });

  it.each([
    [0, 'Berat harus lebih dari 0 kg.'],
    [-1, 'Berat harus lebih dari 0 kg.'],
    [0.0001, 'Berat paling banyak 3 angka di belakang koma (gram).'],
    [1e20, 'Berat maksimal 100.000 kg per satuan.'],
    ['berat', 'Berat harus berupa angka, misalnya 12,5.'],
  ])('weight %j', (weightKg, message) => {
    expect(browserMessage(createItemSchema, 'items', { name: 'Gula', unit: 'KG', weightKg }, 'weightKg')).toBe(message);
  });

  it('a code with spaces, and a name of blanks', () => {
    expect(browserMessage(createItemSchema, 'items', { name: 'Gula', unit: 'KG', code: 'A B' }, 'code')).toMatch(/^Kode hanya boleh berisi huruf/);
    expect(browserMessage(createItemSchema, 'items', { name: '   ', unit: 'KG' }, 'name')).toBe('Nama barang wajib diisi.');
    expect(browserMessage(createItemSchema, 'items', { name: 'Gula', unit: '' }, 'unit')).toBe('Satuan wajib diisi, misalnya KG atau PCS.');
  });

  it('emails and phones in the wrong shape', () => {
    expect(browserMessage(createCustomerSchema, 'customers', { name: 'Toko', email: 'bukan@' }, 'email')).toBe('Format email tidak valid, contoh: nama@contoh.id.');
    expect(browserMessage(createCustomerSchema, 'customers', { name: 'Toko', phone: '12-ab' }, 'phone')).toMatch(/^Nomor telepon tidak valid/);
    expect(browserMessage(createCustomerSchema, 'customers', { name: 'Toko', phone: '123' }, 'phone')).toMatch(/^Nomor telepon tidak valid/);
    expect(browserMessage(createCustomerSchema, 'customers', { name: 'Toko', phone: '123' }, 'phone', en.t)).toMatch(/^Not a phone number/);
  });

  it('taken names and codes (the server says TAKEN)', () => {
    expect(areaFieldError(id.t, 'customers', 'name', 'TAKEN')).toMatch(/^Nama kustomer ini sudah dipakai/);
    expect(areaFieldError(id.t, 'items', 'code', 'TAKEN')).toBe('Kode ini sudah dipakai barang lain.');
    expect(areaFieldError(en.t, 'fleets', 'plate', 'TAKEN')).toBe('Another fleet already has this licence plate.');
  });

  it('HTML is accepted as text', () => {
    expect(createCustomerSchema.safeParse({ name: '<b>Toko</b>', notes: '<script>alert(1)</script>' }).success).toBe(true);
  });
});
