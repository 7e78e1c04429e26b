import { describe, expect, it } from 'vitest';
import { AREA_DECLARATIONS } from './areas';
import type { AnyArea } from './area';
import { IMPORT_SCHEMAS } from './import-schemas';
import { cellValue, foldHeader, matchColumns } from './imports';

describe('import cells', () => {
  it.each([
    ['1.000', ',', { code: 'NUMBER_GROUPING' }],
    ['1,000', '.', { code: 'NUMBER_GROUPING' }],
    ['1 000', ',', { code: 'NUMBER_GROUPING' }],
    ['1,5', ',', { value: 1.5 }],
    ['1,5', '.', { code: 'NUMBER_DECIMAL_MARK' }],
    ['1.5', ',', { code: 'NUMBER_DECIMAL_MARK' }],
    ['1.5', '.', { value: 1.5 }],
    [' 2000 ', ',', { value: 2000 }],
    ['dua', ',', { code: 'NUMBER_FORMAT' }],
    ['=1+1', ',', { code: 'NUMBER_FORMAT' }],
  ] as const)('a number written %s with the decimal mark %s', (text, mark, expected) => {
    expect(cellValue(text, 'number', mark)).toEqual(expected);
  });

  it('numbers an XLSX holds stay numbers; empty cells are none', () => {
    expect(cellValue(1250.5, 'number', ',')).toEqual({ value: 1250.5 });
    expect(cellValue(null, 'number', ',')).toEqual({ value: null });
    expect(cellValue('  ', 'text', ',')).toEqual({ value: null });
  });

  it('a status in either language, as an export writes it, or a plain yes and no', () => {
    expect(['Aktif', 'active', 'YA', true].map((cell) => cellValue(cell, 'status', ','))).toEqual(Array(4).fill({ value: true }));
    expect(['Nonaktif', 'Inactive', 'tidak aktif', false].map((cell) => cellValue(cell, 'status', ','))).toEqual(Array(4).fill({ value: false }));
    expect(cellValue('mungkin', 'status', ',')).toEqual({ code: 'STATUS_VALUE' });
  });

  it('text keeps what was written, formulas included, for the form schema to judge', () => {
    expect(cellValue('=HYPERLINK("x")', 'text', ',')).toEqual({ value: '=HYPERLINK("x")' });
    expect(cellValue(12345, 'text', ',')).toEqual({ value: '12345' });
  });
});

describe('matching columns by their headers', () => {
  const names = { name: ['Nama', 'Name'], phone: ['Telepon', 'Phone'], address: ['Alamat pengiriman utama', 'Main delivery address'] };

  it('matches either language’s words, ignoring case, accents, spaces and punctuation; each field once', () => {
    expect(matchColumns(['NAMA ', 'phone', 'Alamat  pengiriman-utama', 'Nama', 'Catatan'], names)).toEqual(['name', 'phone', 'address', null, null]);
    expect(foldHeader(' Kapasitas (kg) ')).toBe('kapasitas kg');
    expect(foldHeader('Catégorie')).toBe('categorie');
  });
});

describe('importable areas', () => {
  it('each has the create schema its rows are checked with, holding every importable field and its key', () => {
    for (const area of AREA_DECLARATIONS as readonly AnyArea[]) {
      if (!area.import) continue;
      const schema = IMPORT_SCHEMAS[area.key];
      expect(schema, area.key).toBeDefined();
      const shape = Object.keys(schema!.shape);
      expect(Object.keys(area.import.fields).filter((field) => !shape.includes(field)), area.key).toEqual([]);
      expect(area.import.key.filter((field) => !(field in area.import!.fields)), area.key).toEqual([]);
      expect(Object.keys(area.import.example).filter((field) => !(field in area.import!.fields)), area.key).toEqual([]);
    }
  });

  it('group their rows by an imported field into lines of imported fields, and name other areas by their unique fields', () => {
    for (const area of AREA_DECLARATIONS as readonly AnyArea[]) {
      const { group, references = {}, fields } = area.import ?? { fields: {} };
      if (group) {
        expect([group.by, ...group.lines].filter((field) => !(field in fields)), area.key).toEqual([]);
        expect(group.max, area.key).toBeGreaterThan(0);
      }
      for (const [field, reference] of Object.entries(references)) {
        expect(field in fields, `${area.key}.${field}`).toBe(true);
        const target = (AREA_DECLARATIONS as readonly AnyArea[]).find((entry) => entry.key === reference.area);
        expect(reference.by.filter((by) => !(by in (target?.list?.unique ?? {}))), `${area.key}.${field}`).toEqual([]);
      }
    }
  });
});
