import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { http } from 'msw';
import { expect, waitFor, userEvent, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import { BULK_LIMIT, type BulkAction } from '../../../../contract/bulk-values';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { page } from '../../../lib/testing/story-queries';
import { apiError } from '../../../mocks/handlers/respond';
import { storySession } from '../../../mocks/scenarios/resources';
import { BulkBar, type Selection } from './BulkBar';

const BULK = `*${CUSTOMERS.api}/bulk`;

/** The bar over the mock's customers 1–10 (the page in view), with 1, 2 and a record that does not exist chosen. */
function Harness({ total, actions, start }: { total: number; actions: BulkAction[]; start: Selection }) {
  const [selection, setSelection] = useState<Selection>(start);
  return (
    <BulkBar
      api={CUSTOMERS.api}
      ns="customers"
      selection={selection}
      pageIds={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}
      total={total}
      apiQuery="page=1&size=10&sort=name&status=all"
      actions={actions}
      links={(ids) => [{ to: `/somewhere?ids=${ids.join(',')}`, label: `Buka ${ids.length} data` }]}
      recordName={(id) => `C${String(id).padStart(4, '0')}`}
      onSelect={setSelection}
    />
  );
}

function Demo({ total = 30, actions = ['archive', 'restore'], start = { kind: 'ids', ids: [1, 2, 999_999] } }: { total?: number; actions?: BulkAction[]; start?: Selection }) {
  return <StoryScreen path="/" session={storySession('Master')} routes={[{ path: '/', title: 'Pilihan', element: <Harness total={total} actions={actions} start={start} /> }]} />;
}

/**
 * The bar above a list while rows are chosen: the count, the page or every match, clear; the
 * area's actions asked first and run one record at a time by the server, then what was done and
 * what was refused, per record.
 */
const meta = {
  title: 'Resource/BulkBar',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = async () => within(await page().findByRole('toolbar', { name: 'Tindakan untuk yang dipilih' }));

export const Default: Story = {
  name: 'Deactivate the chosen: done and refused per record',
  play: async () => {
    const toolbar = await bar();
    await expect(toolbar.getByText('3 dipilih')).toBeVisible();
    await expect(toolbar.getByRole('link', { name: 'Buka 3 data' })).toHaveAttribute('href', '/somewhere?ids=1,2,999999');
    await userEvent.click(toolbar.getByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Nonaktifkan 3 data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await page().findByText('2 dinonaktifkan, 1 ditolak')).toBeVisible();
    await expect(page().getByText(/^C999999: /)).toBeVisible();
    // The refused record stays chosen.
    await expect((await bar()).getByText('1 dipilih')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Tutup' }));
    await expect(page().queryByText('2 dinonaktifkan, 1 ditolak')).toBeNull();
    // Closed, the dialog gives the focus back to the action that opened it.
    const again = await bar();
    await waitFor(() => expect(again.getByRole('button', { name: 'Nonaktifkan' })).toHaveFocus());
  },
};

export const ChooseMore: Story = {
  name: 'Choose the page, then every match, then clear',
  args: { start: { kind: 'ids', ids: [4] } },
  play: async () => {
    let toolbar = await bar();
    await userEvent.click(toolbar.getByRole('button', { name: 'Pilih semua di halaman ini' }));
    await expect(toolbar.getByText('10 dipilih')).toBeVisible();
    await userEvent.click(toolbar.getByRole('button', { name: 'Pilih semua 30 yang cocok' }));
    toolbar = await bar();
    await expect(toolbar.getByText('Semua 30 yang cocok dipilih')).toBeVisible();
    await expect(toolbar.queryByRole('link')).toBeNull();
    await userEvent.click(toolbar.getByRole('button', { name: 'Batalkan pilihan' }));
    await expect(page().queryByRole('toolbar')).toBeNull();
  },
};

export const TooMany: Story = {
  name: 'Long content: more matches than one request may act on',
  args: { total: BULK_LIMIT + 2_500 },
  play: async () => {
    const toolbar = await bar();
    await expect(toolbar.getByRole('button', { name: `Pilih semua ${(BULK_LIMIT + 2_500).toLocaleString('id-ID')} yang cocok` })).toBeDisabled();
    await expect(toolbar.getByText(/^Paling banyak 10\.?000 data sekaligus/)).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error: the action fails; the choice stays, the dialog says why',
  beforeEach({ msw }) {
    msw.use(http.post(BULK, () => apiError(503, 'DATABASE_UNAVAILABLE', 'Database unavailable')));
  },
  play: async () => {
    await userEvent.click((await bar()).getByRole('button', { name: 'Aktifkan' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Aktifkan 3 data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await expect((await bar()).getByText('3 dipilih')).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: no action the user may take, links only',
  args: { actions: [] },
  play: async () => {
    const toolbar = await bar();
    await expect(toolbar.queryByRole('button', { name: 'Nonaktifkan' })).toBeNull();
    await expect(toolbar.getByRole('link', { name: 'Buka 3 data' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const toolbar = within(await page().findByRole('toolbar', { name: 'Actions for the chosen rows' }));
    await expect(toolbar.getByText('3 chosen')).toBeVisible();
    await userEvent.click(toolbar.getByRole('button', { name: 'Deactivate' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Deactivate 3 records?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(await page().findByText('2 deactivated, 1 refused')).toBeVisible();
  },
};
