import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

const rows = (count: number, height = 20) => Array.from({ length: count }, () => height);
const spans = (pages: ReturnType<typeof paginate>) => pages.map((page) => `${page.head ? 'H' : ''}${page.from}-${page.to}${page.tail ? 'T' : ''}`);

describe('paginate', () => {
  it('keeps a short document on one page with its head and tail', () => {
    expect(spans(paginate({ head: 200, tableHead: 40, rows: rows(3), tail: 100 }, 1000))).toEqual(['H0-3T']);
  });

  it('fills each page, repeats only the header row after the first, and ends with the tail', () => {
    // Page 1: 200 + 40 + 38 rows (760) = 1000; then 40 + 48 rows (960) = 1000; 14 rows + tail.
    expect(spans(paginate({ head: 200, tableHead: 40, rows: rows(100), tail: 100 }, 1000))).toEqual(['H0-38', '38-86', '86-100T']);
  });

  it('carries the last row over with the tail when the tail does not fit under it', () => {
    // Page 1 holds 38 rows exactly; the tail goes to page 2 with row 38.
    expect(spans(paginate({ head: 200, tableHead: 40, rows: rows(38), tail: 100 }, 1000))).toEqual(['H0-37', '37-38T']);
  });

  it('puts a row taller than a page on a page of its own instead of looping', () => {
    expect(spans(paginate({ head: 100, tableHead: 40, rows: [20, 5000, 20], tail: 50 }, 1000))).toEqual(['H0-1', '1-2', '2-3T']);
  });

  it('gives a document without rows one page', () => {
    expect(spans(paginate({ head: 100, tableHead: 40, rows: [], tail: 50 }, 1000))).toEqual(['H0-0T']);
  });
});
