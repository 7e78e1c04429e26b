import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { businessToday } from '../../../lib/format';
import { expectLocation, location, page } from '../../../lib/testing/story-queries';
import { storySession } from '../../../mocks/scenarios/resources';
import { presetPeriod } from '../components/periods';
import { ReportScreens } from '../testing/ReportScreens';
import { answerWith, LONG_CUSTOMER, LONG_NAME, manyRows, reportScenarios } from '../testing/report-answers';

function ReportStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <ReportScreens path={path} session={storySession(role, permissions)} />;
}

/** The mock's completed shipments fall in May and June 2026 (its clock). */
const MOCK_PERIOD = '/reports/outgoing-items?startDate=2026-05-01&endDate=2026-06-30';

/**
 * /reports/outgoing-items on the MSW mock: presets, filters and grouping in the URL, subtotals
 * and totals per unit, export with progress and cancel, and every state.
 */
const meta = {
  title: 'Reports/Screens/Outgoing items',
  component: ReportStory,
  parameters: { router: false },
  args: { path: MOCK_PERIOD },
} satisfies Meta<typeof ReportStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => page().findByRole('table', { name: /^(Barang keluar|Outgoing items), / });
const rowNames = (element: HTMLElement) => within(element).getAllByRole('rowheader').map((cell) => cell.textContent);
const footer = (element: HTMLElement) => [...element.querySelectorAll('tfoot tr')].map((row) => row.textContent);

export const ByItem: Story = {
  name: 'Per item, totals per unit',
  play: async () => {
    const report = await table();
    await expect(report).toHaveAccessibleName('Barang keluar, 1 Mei 2026 – 30 Jun 2026');
    await expect(rowNames(report).slice(0, 3)).toEqual(['Air Mineral 600 ml', 'Air Mineral Galon', 'Bawang Merah']);
    await expect(footer(report)).toEqual(['TotalDUS100', 'TotalKARUNG190', 'TotalKG105', 'TotalPCS160']);
    await expect(page().getByText(/Periode 1 Mei 2026 – 30 Jun 2026 · Kustomer: Semua/)).toBeVisible();
    await expect(page().getByText(/12 baris/)).toBeVisible();
    await expect(page().getByRole('button', { name: 'Unduh Excel (XLSX)' })).toBeVisible();
    await expect(page().getByRole('group', { name: 'Periode' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Bulan ini' })).toHaveAttribute('aria-pressed', 'false');
    // The period has a row of its own: the four presets and both dates on one line.
    const presets = ['Hari ini', 'Minggu ini', 'Bulan ini', 'Bulan lalu'].map((name) => page().getByRole('button', { name }).getBoundingClientRect());
    const dates = ['Dari tanggal', 'Sampai tanggal'].map((name) => page().getByLabelText(name).getBoundingClientRect());
    for (const box of [...presets, ...dates]) await expect(Math.abs(box.bottom - dates[0]!.bottom)).toBeLessThan(2);
  },
};

export const ByCustomer: Story = {
  name: 'Per customer: subtotals, sort by quantity, in the URL',
  play: async () => {
    await table();
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Kelompokkan per' }), 'customer');
    await expectLocation(/[?&]groupBy=customer(&|$)/);
    await waitFor(async () => expect(within(await table()).getAllByRole('rowheader', { name: 'Subtotal PT Sejahtera' })).toHaveLength(2));
    const report = await table();
    const sejahtera = within(report).getAllByRole('rowheader', { name: 'Subtotal PT Sejahtera' }).map((cell) => cell.closest('tr')!.textContent);
    await expect(sejahtera).toEqual(['Subtotal PT SejahteraDUS30', 'Subtotal PT SejahteraKARUNG90']);
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Urutan' }), '-quantity');
    await expectLocation(/[?&]sort=-quantity(&|$)/);
    // Koperasi Jaya Abadi (150 in all units together) ranks first.
    await waitFor(async () => expect(within(await table()).getAllByRole('cell')[0]).toHaveTextContent('Koperasi Jaya Abadi'));
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Mode armada' }), 'JEMPUT');
    await expectLocation(/[?&]mode=JEMPUT(&|$)/);
    await expect(new URLSearchParams(location().split('?')[1]).get('startDate')).toBe('2026-05-01');
    await userEvent.click(page().getByRole('button', { name: 'Atur ulang' }));
    await waitFor(() => expect(page().getByRole('button', { name: 'Bulan ini' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const Presets: Story = {
  name: 'Presets: today, this week, this month (default), last month',
  args: { path: '/reports/outgoing-items' },
  play: async () => {
    const today = businessToday();
    await expect(await page().findByRole('button', { name: 'Bulan ini' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page().getByRole('button', { name: 'Bulan lalu' }));
    const last = presetPeriod('lastMonth', today);
    await expectLocation(`/reports/outgoing-items?startDate=${last.start}&endDate=${last.end}`);
    await expect(page().getByRole('button', { name: 'Bulan lalu' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page().getByRole('button', { name: 'Hari ini' }));
    await expectLocation(`/reports/outgoing-items?startDate=${today}&endDate=${today}`);
    await expect(await page().findByText('Tidak ada barang keluar pada periode ini')).toBeVisible();
  },
};

export const EmptyPeriod: Story = {
  args: { path: '/reports/outgoing-items?startDate=2026-01-01&endDate=2026-01-31' },
  play: async () => {
    await expect(await page().findByText('Tidak ada barang keluar pada periode ini')).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const OneItem: Story = {
  beforeEach({ msw }) {
    msw.use(...answerWith(manyRows(1, 1)));
  },
  play: async () => {
    const report = await table();
    await expect(rowNames(report)).toEqual(['Barang 0001', 'Total']);
    await expect(footer(report)).toEqual(['TotalSAK11']);
    await expect(page().getByText(/1 baris/)).toBeVisible();
  },
};

export const ThousandsOfRows: Story = {
  name: 'Thousands of rows (25 customers × 80 items, per customer)',
  args: { path: `${MOCK_PERIOD}&groupBy=customer` },
  beforeEach({ msw }) {
    msw.use(...answerWith(manyRows(25, 80)));
  },
  play: async () => {
    const report = await page().findByRole('table', { name: /^Barang keluar, / }, { timeout: 15_000 });
    await waitFor(() => expect(report.querySelectorAll('tbody tr')).toHaveLength(25 * 80 + 25 * 2), { timeout: 15_000 });
    await expect(page().getByText(/2\.000 baris/)).toBeVisible();
    await expect(footer(report)).toEqual([expect.stringMatching(/^TotalKG[\d.]+$/), expect.stringMatching(/^TotalSAK[\d.]+$/)]);
  },
};

export const TooLong: Story = {
  name: 'A period over 366 days is not asked for',
  args: { path: '/reports/outgoing-items?startDate=2024-01-01&endDate=2026-06-30' },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('Periode paling panjang 366 hari; yang dipilih 912 hari.');
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const UnknownCustomer: Story = {
  name: 'A link to a customer that does not exist (404)',
  args: { path: `${MOCK_PERIOD}&customerId=9999` },
  play: async () => {
    await expect(await page().findByText('Kustomer atau barang yang dipilih tidak ditemukan.')).toBeVisible();
  },
};

export const Export: Story = {
  name: 'Export: progress, cancel, then a CSV under its name',
  play: async () => {
    await table();
    // The file is saved by a link with `download`: catch it instead of leaving the story.
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      await userEvent.click(page().getByRole('button', { name: 'Unduh CSV' }));
      await expect(await page().findByText('Berkas laporan-pengeluaran-barang_2026-05-01_sd_2026-06-30.csv sudah diunduh.')).toBeVisible();
      await expect(saved).toEqual(['laporan-pengeluaran-barang_2026-05-01_sd_2026-06-30.csv']);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

export const ExportCancelled: Story = {
  name: 'Export: a slow file, cancelled',
  beforeEach({ msw }) {
    msw.use(...reportScenarios.slowExport());
  },
  play: async () => {
    await table();
    await userEvent.click(page().getByRole('button', { name: 'Unduh Excel (XLSX)' }));
    await expect(await page().findByText('Menyiapkan berkas XLSX…')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
    await userEvent.click(page().getByRole('button', { name: 'Batal' }));
    await expect(await page().findByText('Unduhan dibatalkan.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
  },
};

export const WithoutDownload: Story = {
  name: 'Without download-reports-outgoing-items: no export buttons',
  args: { permissions: ['read-reports-outgoing-items', 'read-customers', 'read-items'] },
  play: async () => {
    await table();
    await expect(page().queryByRole('button', { name: 'Unduh CSV' })).toBeNull();
    await expect(page().getByRole('button', { name: 'Cetak' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...reportScenarios.slow());
  },
  play: async () => {
    await expect(await page().findByRole('status', { name: 'Memuat laporan…' })).toHaveAttribute('aria-busy', 'true');
    await expect(page().getByRole('button', { name: 'Cetak' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Error, then retry',
  beforeEach({ msw }) {
    msw.use(...reportScenarios.error(1));
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Coba lagi' }));
    await expect(await table()).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'A 403 goes to /404',
  beforeEach({ msw }) {
    msw.use(...reportScenarios.forbidden());
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const LongNames: Story = {
  args: { path: `${MOCK_PERIOD}&groupBy=customer` },
  beforeEach({ msw }) {
    msw.use(
      ...answerWith([
        { itemId: 1, itemCode: 'SKU/2025/PANJANG-SEKALI_000000001', itemName: LONG_NAME, unit: 'KARUNG', customerId: 1, customerName: LONG_CUSTOMER, quantity: 123_456_789 },
      ]),
    );
  },
  play: async () => {
    const report = await table();
    await expect(within(report).getByRole('rowheader', { name: LONG_NAME })).toBeVisible();
    await expect(within(report).getByText('123.456.789', { selector: 'tfoot td' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: ByItem.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const report = await table();
    await expect(report).toHaveAccessibleName('Outgoing items, 1 May 2026 – 30 Jun 2026');
    await expect(footer(report)[0]).toBe('TotalDUS100');
    await expect(page().getByRole('button', { name: 'Download Excel (XLSX)' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'This month' })).toBeVisible();
    await expect(page().getByText(/Period 1 May 2026 – 30 Jun 2026 · Customer: All/)).toBeVisible();
  },
};

export const PrintView: Story = {
  name: 'Print view: chrome and controls hidden, header row repeated, pages numbered',
  play: async () => {
    const report = await table();
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === 'print')
      .map((rule) => rule.cssText)
      .join('\n');
    // The shared print setup (decision 231): only the report and the page's title on paper.
    await expect(printRules).toMatch(/body :not\(:has\(\[data-print-root\], h1\)\)/);
    await expect(printRules).toMatch(/\[data-print-hide\] \{ display: none !important; \}/);
    await expect(printRules).toMatch(/\[data-print-root\] thead \{ display: table-header-group; \}/);
    const pageRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSPageRule).map((rule) => rule.cssText).join('\n');
    await expect(pageRules).toMatch(/size: a4;/i);
    await expect(pageRules).toMatch(/counter\(page\) " \/ " counter\(pages\)/);
    await expect(report.closest('[data-print-root]')).not.toBeNull();
    await expect(page().getByRole('search', { name: 'Saring laporan' })).toHaveAttribute('data-print-hide');
    await expect(page().getByRole('button', { name: 'Cetak' }).closest('[data-print-hide]')).not.toBeNull();
    // The header row is a table header group, repeated on every printed page; the period and
    // filters stay above the table.
    await expect(report.querySelector('thead')).not.toBeNull();
    await expect(page().getByText(/Periode 1 Mei 2026 – 30 Jun 2026/).closest('[data-print-hide]')).toBeNull();
  },
};
