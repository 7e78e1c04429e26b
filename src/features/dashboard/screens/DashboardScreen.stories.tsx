import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { brokenWords, expectLocation, expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { DashboardScreens } from '../testing/DashboardScreens';
import { fullSummary, LONG_NAME, summaryScenarios } from '../testing/summaries';

function DashboardStory({ role, permissions }: { role?: SeededRoleName; permissions?: string[] }) {
  return <DashboardScreens session={storySession(role, permissions)} />;
}

/**
 * /dashboard: the counts, the 30-day chart (with its table view), the top items and the recent
 * shipments; each part only when the summary holds it (decision 203).
 */
const meta = {
  title: 'Dashboard/Screens/Dashboard',
  component: DashboardStory,
  parameters: { router: false },
} satisfies Meta<typeof DashboardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const chart = () => page().findByRole('img', { name: /Barang keluar per hari|Outgoing items per day/ });

export const Default: Story = {
  name: 'Master on the mock: the demo records\' last 30 days',
  play: async () => {
    const picture = await chart();
    // The demo's deliveries (contract/demo-delivery.ts) reach into the mock's last 30 days and month.
    await expect(picture).toHaveAccessibleDescription(/Total 170 KARUNG; terbanyak 90 KARUNG pada 8 Jun 2026/);
    await expect(page().getByRole('link', { name: 'Kustomer: 30' })).toHaveAttribute('href', '/customers/data');
    await expect(page().getByText('DO terbuka')).toBeVisible();
    const top = page().getByRole('table', { name: '5 barang teratas bulan ini' });
    await expect(within(top).getByRole('rowheader', { name: /Mi Instan/ }).closest('tr')).toHaveTextContent(/15\sDUS/);
    const recent = page().getByRole('table', { name: 'Pengiriman terbaru' });
    await expect(within(recent).getAllByRole('link')[0]).toHaveAccessibleName('S-000010');
    await expect(within(recent).getByRole('link', { name: 'S-000010' })).toHaveAttribute('href', '/shipments/10/detail');
    await expect(within(recent).getAllByRole('row')).toHaveLength(6);
  },
};

export const Full: Story = {
  name: 'A busy month: chart, table view, top items',
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.answer(fullSummary()));
  },
  play: async () => {
    const picture = await chart();
    await expect(picture).toHaveAccessibleDescription(/Total .*terbanyak 4\.200 SAK pada 25 Nov 2026/);
    await expect(page().getByRole('link', { name: 'Kustomer: 1.234' })).toBeVisible();
    // The table view: the same 30 numbers, behind a disclosure.
    await userEvent.click(page().getByText('Tampilkan sebagai tabel'));
    const table = page().getByRole('table', { name: 'Barang keluar per hari per satuan, 30 hari terakhir' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByRole('rowheader', { name: '25 Nov 2026' }).closest('tr')).toHaveTextContent('4.200');
    const top = page().getByRole('table', { name: '5 barang teratas bulan ini' });
    await expect(within(top).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Semen Tiga Roda 40 kg · SMN-40', 'Besi Beton 10 mm · BB-10', 'Pasir Cor']);
    await expect(within(top).getByText('5.400 SAK')).toBeVisible();
    // A shipment's quantities stay per unit.
    const recent = page().getByRole('table', { name: 'Pengiriman terbaru' });
    await expect(within(recent).getByRole('cell', { name: '1.500\u00a0DUS · 80\u00a0KG' })).toBeVisible();
    // A count links to its list; shipments in progress to the pending ones.
    await userEvent.click(page().getByRole('link', { name: 'Pengiriman berjalan: 3' }));
    await expectLocation('/shipments/data?status=PENDING');
  },
};

export const PartsByPermission: Story = {
  name: 'Only the parts the answer holds (read-dashboard + read-shipments)',
  args: { permissions: ['read-dashboard', 'read-shipments'] },
  beforeEach({ msw }) {
    const { today, counts, recentShipments } = fullSummary();
    msw.use(...summaryScenarios.answer({ today, counts: { shipmentsInProgress: counts.shipmentsInProgress }, recentShipments }));
  },
  play: async () => {
    await expect(await page().findByText('Pengiriman berjalan')).toBeVisible();
    await expect(page().queryByText('Kustomer')).toBeNull();
    await expect(page().queryByRole('img')).toBeNull();
    await expect(page().queryByText('5 barang teratas bulan ini')).toBeNull();
    // Without read-shipment the numbers are text, not links.
    const recent = page().getByRole('table', { name: 'Pengiriman terbaru' });
    await expect(within(recent).queryAllByRole('link')).toHaveLength(0);
    await expect(page().queryByRole('link', { name: /Pengiriman berjalan/ })).toBeVisible();
  },
};

export const Viewer: Story = {
  name: 'Viewer: the counts, the chart and the top items; no list of shipments (read-dashboard only)',
  args: { role: 'Viewer' },
  play: async () => {
    await expect(await chart()).toBeVisible();
    // The counts are numbers, not links: the Viewer may open no list.
    await expect(page().getByText('Kustomer')).toBeVisible();
    await expect(page().queryByRole('link', { name: /^Kustomer:/ })).toBeNull();
    await expect(page().getByText('Pengiriman berjalan')).toBeVisible();
    await expect(page().getByRole('heading', { name: '5 barang teratas bulan ini' })).toBeVisible();
    await expect(page().queryByText('Pengiriman terbaru')).toBeNull();
    await expect(page().queryByText('Belum ada yang dapat ditampilkan')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.slow());
  },
  play: async () => {
    await expect(await page().findByRole('status', { name: 'Memuat Dashboard…' })).toHaveAttribute('aria-busy', 'true');
    await expect(page().queryByRole('img')).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error, then retry',
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.error(1));
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Coba lagi' }));
    await expect(await chart()).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'A 403 goes to /404',
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.forbidden());
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const LongNames: Story = {
  beforeEach({ msw }) {
    const summary = fullSummary();
    summary.topItems = [{ itemId: 9, itemName: LONG_NAME, itemCode: 'SKU/2025/PANJANG-SEKALI_000000001', unit: 'KARUNG', quantity: 123_456_789 }];
    summary.counts.customers = 1_234_567_890;
    msw.use(...summaryScenarios.answer(summary));
  },
  play: async () => {
    const top = await page().findByRole('table', { name: '5 barang teratas bulan ini' });
    await expect(within(top).getByText(/Semen Portland Komposit/)).toBeVisible();
    await expect(within(top).getByText('123.456.789 KARUNG')).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1));
  },
};

export const Desktop: Story = {
  name: 'Desktop: the top items beside the newest shipments, every word whole',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.answer(fullSummary()));
  },
  play: async () => {
    await chart();
    const panel = (name: string) => page().getByRole('heading', { name }).parentElement!.getBoundingClientRect();
    const top = panel('5 barang teratas bulan ini');
    const recentPanel = panel('Pengiriman terbaru');
    await expect(Math.abs(top.top - recentPanel.top)).toBeLessThan(1);
    await expect(recentPanel.width).toBeGreaterThan(top.width);
    // The newest shipments' five columns fit their panel without cutting a number, a quantity or a word.
    const recent = page().getByRole('table', { name: 'Pengiriman terbaru' });
    const box = recent.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
    for (const cell of [...within(recent).getAllByRole('rowheader'), ...within(recent).getAllByRole('cell')]) await expect(brokenWords(cell)).toEqual([]);
    for (const number of within(recent).getAllByRole('link')) await expect(number.getClientRects()).toHaveLength(1);
  },
};

export const Phone: Story = {
  name: 'Phone: the tables read as cards, nothing scrolls sideways',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.answer(fullSummary()));
  },
  play: async ({ canvasElement }) => {
    await chart();
    const recent = page().getByRole('table', { name: 'Pengiriman terbaru' });
    await expect(within(recent).getByRole('cell', { name: '1.500\u00a0DUS · 80\u00a0KG' })).toBeVisible();
    const top = page().getByRole('table', { name: '5 barang teratas bulan ini' });
    await expect(within(top).getByText('5.400 SAK')).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.answer(fullSummary()));
  },
  play: async () => {
    const picture = await chart();
    const bar = picture.querySelector('rect.bar')!;
    // The bars take the dark theme's primary colour from its CSS variable.
    await expect(getComputedStyle(bar).fill).toBe('rgb(126, 162, 255)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...summaryScenarios.answer(fullSummary()));
  },
  play: async () => {
    const picture = await chart();
    await expect(picture).toHaveAccessibleDescription(/most 4,200 SAK on 25 Nov 2026/);
    await expect(page().getByRole('link', { name: 'Customers: 1,234' })).toBeVisible();
    await expect(page().getByRole('heading', { name: 'Top 5 items this month' })).toBeVisible();
    await expect(page().getByText('Show as a table')).toBeVisible();
    await expect(page().getByText('Completed')).toBeVisible();
  },
};
