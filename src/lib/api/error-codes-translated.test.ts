import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/api';
import { FIELD_ERROR_CODES } from '../../../contract/validation';
import id from '../../../public/locales/id/ui.json';
import en from '../../../public/locales/en/ui.json';

// The server answers with codes and the client translates them (docs/product/api.md). Every code of
// the contract has a generic sentence in the toolkit's namespace, in both languages, so an area
// that has no wording of its own still shows a specific message instead of "saving failed".
// INTERNAL says nothing the user can act on: it reads as the generic "saving failed, try again".
const GENERIC = new Set<string>(['INTERNAL']);

describe('every code of the contract has a translation', () => {
  for (const [lang, ui] of [['id', id], ['en', en]] as const) {
    it(`errors, ${lang}`, () => {
      const missing = ERROR_CODES.filter((code) => !GENERIC.has(code) && typeof (ui.form.errors as Record<string, unknown>)[code] !== 'string');
      expect(missing).toEqual([]);
    });
    it(`field codes, ${lang}`, () => {
      const missing = FIELD_ERROR_CODES.filter((code) => !GENERIC.has(code) && typeof (ui.validation as Record<string, unknown>)[code] !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
