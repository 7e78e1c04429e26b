import { describe, expect, it } from 'vitest';
import { fileNameOf } from './outgoing-report';

describe('fileNameOf', () => {
  it('reads the quoted, plain and RFC 5987 forms, and never a path', () => {
    expect(fileNameOf('attachment; filename="laporan-pengeluaran-barang_2026-11-01_sd_2026-11-30.xlsx"', 'x')).toBe('laporan-pengeluaran-barang_2026-11-01_sd_2026-11-30.xlsx');
    expect(fileNameOf('attachment; filename=outgoing-items_2026-11-25.csv', 'x')).toBe('outgoing-items_2026-11-25.csv');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''laporan%20b.csv`, 'x')).toBe('laporan b.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
    expect(fileNameOf(null, 'report.csv')).toBe('report.csv');
  });
});
