import { describe, expect, it } from 'vitest';
import { createFleetSchema } from './fleets';
import { createItemSchema } from './items';
import { decimalPlaces } from './resource';
import { fieldErrorsFromIssues } from './validation';

const codesOf = (result: { success: boolean; error?: { issues: Parameters<typeof fieldErrorsFromIssues>[0] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

describe('decimal places', () => {
  it('counts them on the number as written, exponent notation included', () => {
    const cases: [number, number][] = [
      [12, 0],
      [12.5, 1],
      [0.125, 3],
      [1e-7, 7],
      [1.5e-7, 8],
      [1e-300, 300],
      [5e-324, 324],
      [2.5e3, 0],
      [1e21, 0],
      [1.25e22, 0],
      [-0.001, 3],
      [0.1 + 0.2, 17],
    ];
    for (const [value, places] of cases) expect(decimalPlaces(value), String(value)).toBe(places);
  });
});

describe('kilograms (the forms and the server alike)', () => {
  it('refuses tiny positive numbers with the field code of the precision check', () => {
    for (const weightKg of [1e-300, 1e-10, 5e-324, 0.0004, 1.0005]) {
      expect(codesOf(createItemSchema.safeParse({ name: 'Garam', unit: 'KG', weightKg })), String(weightKg)).toEqual({ weightKg: 'TOO_PRECISE' });
    }
    for (const capacityKg of [1e-7, 5e-324, 0.5, 100.25]) {
      expect(codesOf(createFleetSchema.safeParse({ model: 'Hino', plate: 'B 1 A', capacityKg })), String(capacityKg)).toEqual({ capacityKg: 'NOT_WHOLE' });
    }
  });

  it('takes grams on an item and whole kilograms on a fleet', () => {
    for (const weightKg of [0.001, 12.345, 1e2, 100_000]) expect(createItemSchema.safeParse({ name: 'Garam', unit: 'KG', weightKg }).success, String(weightKg)).toBe(true);
    for (const capacityKg of [1, 8e3, 100_000]) expect(createFleetSchema.safeParse({ model: 'Hino', plate: 'B 1 A', capacityKg }).success, String(capacityKg)).toBe(true);
  });
});
