import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shipmentStore } from '../../../mocks/db/delivery';
import { apiError } from '../../../mocks/handlers/respond';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { printScenarios } from '../../../mocks/scenarios/delivery-notes';
import { PRINT_STUBS, printRoutes } from '../testing/routes';

const print = fn();

function BatchStory({ path }: { path: string }) {
  return <StoryScreen path={path} routes={printRoutes(print)} stubs={PRINT_STUBS} session={storySession()} />;
}

/** /shipments/print?ids=…: the notes of several shipments in one document, in the list's order. */
const meta = {
  title: 'Delivery notes/Screens/Print a batch',
  component: BatchStory,
  parameters: { router: false },
  args: { path: '/shipments/print?ids=5,1,6' },
  beforeEach() {
    print.mockClear();
  },
} satisfies Meta<typeof BatchStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const notes = () => page().findAllByRole('article');

export const Default: Story = {
  name: 'Three shipments in the order chosen; one print record each',
  play: async () => {
    const all = await notes();
    await expect(all.map((note) => note.getAttribute('data-note')!.slice(0, 9))).toEqual(['SJ-000005', 'SJ-000001', 'SJ-000001', 'SJ-000006']);
    await expect(page().getByText('4 lembar surat jalan dari 3 pengiriman.')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Cetak' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    await expect([5, 1, 6].map((id) => shipmentStore.find(id)!.print?.count)).toEqual([1, 1, 1]);
  },
};

export const LeftOut: Story = {
  name: 'Unknown, malformed and DO-less shipments are named and left out',
  args: { path: '/shipments/print?ids=2,9999,abc,97' },
  beforeEach() {
    printScenarios.empty().id = 97;
  },
  play: async () => {
    const note = await page().findByRole('note', { name: 'Tidak ikut dicetak:' });
    const items = within(note).getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual(['“abc” bukan nomor pengiriman', 'Pengiriman 9999 tidak ditemukan', 'S-000097 belum memuat DO']);
    await expect(await notes()).toHaveLength(2);
    await userEvent.click(page().getByRole('button', { name: 'Cetak' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    await expect(shipmentStore.find(97)!.print).toBeUndefined();
  },
};

export const TooMany: Story = {
  name: '101 shipments: refused before anything loads',
  args: { path: `/shipments/print?ids=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}` },
  play: async () => {
    await expect(await page().findByText('101 pengiriman terlalu banyak untuk sekali cetak')).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Cetak' })).toBeNull();
  },
};

export const NoneChosen: Story = {
  args: { path: '/shipments/print' },
  play: async () => {
    await expect(await page().findByText('Belum ada pengiriman yang dipilih')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke daftar pengiriman' })).toHaveAttribute('href', '/shipments/data');
  },
};

export const RecordRefused: Story = {
  name: 'The server refuses the batch: nothing printed',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/shipments/prints', () => apiError(422, 'PRINT_BATCH_TOO_LARGE', 'Too many')));
  },
  play: async () => {
    await notes();
    await userEvent.click(page().getByRole('button', { name: 'Cetak' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Tidak dicetak: Terlalu banyak pengiriman untuk sekali cetak; cetak paling banyak 100 sekaligus.');
    await expect(print).not.toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  args: { path: '/shipments/print?ids=1' },
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').forbidden('list'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const LoadError: Story = {
  name: 'Load failed, with retry',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').error('list', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await notes()).toHaveLength(4);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').slow('list'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/shipments/print?ids=2,9999' },
  play: async () => {
    await expect(await page().findByText('Shipment 9999 was not found')).toBeVisible();
    await expect(page().getByText('2 delivery notes from 1 shipment.')).toBeVisible();
  },
};
