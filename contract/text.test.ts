import { describe, expect, it } from 'vitest';
import { createCustomerSchema } from './customers';
import { multiLineTextSchema } from './text';
import { fieldErrorsFromIssues } from './validation';

describe('multi-line free text', () => {
  const schema = multiLineTextSchema(500);

  it('refuses bidi controls and control characters other than tabs and line breaks', () => {
    const refused = ['\u202E', '\u202A', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C', '\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F', '\r', 'a\rb'];
    for (const character of refused) {
      const result = schema.safeParse(`Jl. Melati ${character}5`);
      expect(result.success ? {} : fieldErrorsFromIssues(result.error.issues), JSON.stringify(character)).toEqual({ _: 'INVALID_CHARACTERS' });
    }
  });

  it('keeps Indonesian text, tabs and line breaks as typed, trimmed around', () => {
    const text = 'Jl. Jend. Sudirman Kav. 52–53\r\nKel. Senayan\n\tRT 001/RW 002 — «café» ½ kg 🐕‍🦺';
    expect(schema.parse(`  ${text} \n`)).toBe(text);
    expect(schema.safeParse('x'.repeat(501)).success).toBe(false);
  });

  it('is the rule of addresses and notes', () => {
    const result = createCustomerSchema.safeParse({ name: 'Toko A', address: 'Jl. \u202E', notes: 'bel \u0007' });
    expect(result.success ? {} : fieldErrorsFromIssues(result.error.issues)).toEqual({ address: 'INVALID_CHARACTERS', notes: 'INVALID_CHARACTERS' });
  });
});
