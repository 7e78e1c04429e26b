import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { apiError } from '../../../mocks/handlers/respond';
import { storySession } from '../../../mocks/scenarios/resources';
import type { ExportFile } from '../../../lib/api/download';
import { reportScenarios } from '../testing/report-answers';
import { ReportExport } from './ReportExport';

/** The mock's completed shipments fall in May and June 2026. */
const QUERY = 'startDate=2026-05-01&endDate=2026-06-30&groupBy=item&sort=name';
const EXPORT = '*/api/reports/outgoing-items/export';

/** The buttons, with the saved file's name and first characters shown instead of a download. */
function Harness() {
  const [saved, setSaved] = useState('');
  const [firstLine, setFirstLine] = useState('');
  // The first three bytes: a CSV for Excel starts with UTF-8's BOM (ef bb bf), an XLSX (a zip) with "PK" (50 4b 03).
  const start = (bytes: ArrayBuffer) => [...new Uint8Array(bytes.slice(0, 3))].map((byte) => byte.toString(16)).join(' ');
  const save = ({ blob, fileName }: ExportFile) =>
    void blob.arrayBuffer().then((bytes) => {
      setSaved(`${fileName} · ${blob.size} B · ${start(bytes)}`);
      if (fileName.endsWith('.csv')) setFirstLine(new TextDecoder().decode(bytes).split('\r\n')[0] ?? '');
    });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ReportExport query={QUERY} save={save} />
      <output aria-label="Berkas tersimpan">{saved}</output>
      <output aria-label="Baris pertama CSV">{firstLine}</output>
    </div>
  );
}

function Demo({ role, permissions }: { role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Unduh laporan', element: <Harness /> }]} />;
}

/**
 * "Unduh Excel" and "Unduh CSV" on their own: the server's file fetched on the long-operation
 * client with its progress and a cancel button, saved under the name the server gives it.
 */
const meta = {
  title: 'Reports/Components/ReportExport',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (name: string) => page().findByRole('button', { name });
const saved = () => page().getByRole('status', { name: 'Berkas tersimpan' });

/** An export answer of `size` bytes sent in ten slow parts, with or without its Content-Length. */
const trickle = (size: number, withLength: boolean) =>
  http.get(EXPORT, () => {
    const part = new Uint8Array(size / 10).fill(65);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await delay(sent === 0 ? 50 : 60_000);
        controller.enqueue(part);
        sent += 1;
        if (sent === 10) controller.close();
      },
    });
    const headers: Record<string, string> = { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="laporan.csv"' };
    if (withLength) headers['Content-Length'] = String(size);
    return new HttpResponse(body, { headers });
  });

export const Csv: Story = {
  name: 'CSV: saved under its name, with a BOM',
  play: async () => {
    await userEvent.click(await button('Unduh CSV'));
    await expect(await page().findByText('Berkas laporan-pengeluaran-barang_2026-05-01_sd_2026-06-30.csv sudah diunduh.')).toBeVisible();
    await waitFor(() => expect(saved()).toHaveTextContent(/^laporan-pengeluaran-barang_2026-05-01_sd_2026-06-30\.csv · \d+ B · ef bb bf$/));
  },
};

export const CsvSeparator: Story = {
  name: 'CSV for Excel: semicolons in Indonesian, commas on request',
  play: async () => {
    const separator = await page().findByRole('combobox', { name: 'Pemisah kolom CSV' });
    await expect(separator).toHaveDisplayValue('Titik koma (;) · Excel Indonesia');
    await userEvent.click(await button('Unduh CSV'));
    const firstLine = page().getByRole('status', { name: 'Baris pertama CSV' });
    await waitFor(() => expect(firstLine).toHaveTextContent(/^Laporan Pengeluaran Barang;;;$/));
    await userEvent.selectOptions(separator, 'Koma (,) · Excel Inggris (AS)');
    await userEvent.click(await button('Unduh CSV'));
    await waitFor(() => expect(firstLine).toHaveTextContent(/^Laporan Pengeluaran Barang,,,$/));
    await expect(saved()).toHaveTextContent(/· ef bb bf$/);
  },
};

export const Xlsx: Story = {
  name: 'Excel: saved under its name',
  play: async () => {
    await userEvent.click(await button('Unduh Excel (XLSX)'));
    await expect(await page().findByText('Berkas laporan-pengeluaran-barang_2026-05-01_sd_2026-06-30.xlsx sudah diunduh.')).toBeVisible();
    await waitFor(() => expect(saved()).toHaveTextContent(/\.xlsx · \d+ B · 50 4b 3$/));
  },
};

export const Progress: Story = {
  name: 'Loading: progress against the Content-Length, then cancelled',
  beforeEach({ msw }) {
    msw.use(trickle(20_480, true));
  },
  play: async () => {
    await userEvent.click(await button('Unduh CSV'));
    await expect(await page().findByText('Menyiapkan berkas CSV…')).toBeVisible();
    const bar = await page().findByRole('progressbar', { name: 'Kemajuan unduhan' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '10'));
    await expect(page().getByRole('button', { name: 'Unduh Excel (XLSX)' })).toBeDisabled();
    await userEvent.click(page().getByRole('button', { name: 'Batal' }));
    await expect(await page().findByText('Unduhan dibatalkan.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const Received: Story = {
  name: 'Loading: without a length, the size received so far',
  beforeEach({ msw }) {
    msw.use(trickle(20_480, false));
  },
  play: async () => {
    await userEvent.click(await button('Unduh CSV'));
    await expect(await page().findByText('2 KB diterima')).toBeVisible();
    await expect(page().queryByRole('progressbar')).toBeNull();
  },
};

export const Cancelled: Story = {
  name: 'A slow file, cancelled: nothing saved',
  beforeEach({ msw }) {
    msw.use(...reportScenarios.slowExport());
  },
  play: async () => {
    await userEvent.click(await button('Unduh Excel (XLSX)'));
    await expect(await page().findByText('Menyiapkan berkas XLSX…')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Batal' }));
    await expect(await page().findByText('Unduhan dibatalkan.')).toBeVisible();
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const Failed: Story = {
  name: 'Error: the file could not be made',
  beforeEach({ msw }) {
    msw.use(http.get(EXPORT, () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    await userEvent.click(await button('Unduh CSV'));
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas gagal dibuat. Silakan coba lagi.');
    await expect(page().getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the export answers 403 (the permission was taken away)',
  beforeEach({ msw }) {
    msw.use(http.get(EXPORT, () => apiError(403, 'FORBIDDEN', 'Missing permission')));
  },
  play: async () => {
    await userEvent.click(await button('Unduh CSV'));
    await expect(await page().findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin mengunduh laporan ini.');
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Csv.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await page().findByRole('combobox', { name: 'CSV column separator' })).toHaveDisplayValue('Comma (,) · Excel in English (US)');
    await userEvent.click(await button('Download CSV'));
    await expect(await page().findByText('outgoing-items_2026-05-01_to_2026-06-30.csv has been downloaded.')).toBeVisible();
    await waitFor(() => expect(page().getByRole('status', { name: 'Baris pertama CSV' })).toHaveTextContent(/^Outgoing items report,,,$/));
  },
};
