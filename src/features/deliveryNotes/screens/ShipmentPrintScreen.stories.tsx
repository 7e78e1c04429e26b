import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { shipmentStore } from '../../../mocks/db/delivery';
import { apiError } from '../../../mocks/handlers/respond';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { expectLocation, expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { emptyCompanyProfile, seedCompanyProfile } from '../../../mocks/scenarios/company-profile';
import { printScenarios } from '../../../mocks/scenarios/delivery-notes';
import { PRINT_STUBS, printRoutes } from '../testing/routes';

const print = fn();

function PrintStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={printRoutes(print)} stubs={PRINT_STUBS} session={storySession(role, permissions)} />;
}

/**
 * /shipments/:shipmentId/print: demo shipment 1 is ANTAR with two DOs (two notes), shipment 2 is
 * JEMPUT with two DOs and notes. "Cetak" records the print, then opens the print dialog (a spy).
 */
const meta = {
  title: 'Delivery notes/Screens/Print a shipment',
  component: PrintStory,
  parameters: { router: false },
  args: { path: '/shipments/1/print' },
  beforeEach() {
    print.mockClear();
  },
} satisfies Meta<typeof PrintStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const notes = () => page().findAllByRole('article');
const printButton = () => page().findByRole('button', { name: 'Cetak' });

export const Default: Story = {
  name: 'ANTAR, two DOs: two notes',
  play: async () => {
    const [first, second] = await notes();
    await expect(await notes()).toHaveLength(2);
    await expect(first).toHaveAccessibleName(/SURAT JALAN SJ-000001-0000\d\d Asli/);
    await expect(within(first!).getByRole('heading', { name: /SURAT JALAN/ })).toBeVisible();
    await expect(within(first!).getByText('Kendaraan', { selector: 'dt' }).nextSibling).toHaveTextContent(/^[A-Z]{1,2} \d+ [A-Z]+ \(.+\)$/);
    await expect(within(first!).getByRole('columnheader', { name: 'Sisa setelah ini' })).toBeVisible();
    await expect(within(first!).getByRole('img', { name: /Kode QR: .*\/shipments\/1\/detail$/ })).toBeVisible();
    for (const role of ['Hormat kami', 'Pengemudi', 'Penerima']) await expect(within(first!).getAllByText(role).length).toBeGreaterThan(0);
    await expect(second).toHaveAccessibleName(/SJ-000001-0000\d\d Asli/);
    await expect(page().getByText('2 lembar surat jalan dari 1 pengiriman.')).toBeVisible();
  },
};

export const CompanyWithLogo: Story = {
  name: 'Headed by the company profile with its logo; Print waits for the logo',
  beforeEach() {
    seedCompanyProfile({ logo: true });
  },
  play: async () => {
    const [first] = await notes();
    await expect(within(first!).getByText('PT Laju Sejahtera Abadi')).toBeVisible();
    await expect(within(first!).getByText(/NPWP 01\.234\.567\.8-901\.000$/)).toBeVisible();
    const logo = first!.querySelector('img')!;
    await expect(logo.getAttribute('src')).toMatch(/^\/api\/company-profile\/logo\/[0-9a-f-]+\.png$/);
    await waitFor(() => expect(logo.complete && logo.naturalWidth).toBe(240));
    await expect(await printButton()).toBeEnabled();
  },
};

export const CompanyNotFilledIn: Story = {
  name: 'Company profile not filled in: the notes carry the brand',
  beforeEach() {
    emptyCompanyProfile();
  },
  play: async () => {
    const [first] = await notes();
    await expect(within(first!).getAllByRole('columnheader', { name: /^LAJU · SURAT JALAN · SJ-000001-/ })).toHaveLength(1);
    await expect(within(first!).queryByText(/NPWP/)).toBeNull();
  },
};

export const CompanyFails: Story = {
  name: 'The company profile does not load: said, the brand printed, a retry',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/company-profile', () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'Internal server error') : undefined;
      }),
    );
  },
  play: async () => {
    const [first] = await notes();
    await expect(page().getByRole('note')).toHaveTextContent('Profil perusahaan tidak dapat dimuat, jadi kepala surat jalan memakai nama LAJU.');
    await expect(within(first!).getAllByRole('columnheader', { name: /^LAJU · SURAT JALAN/ })).toHaveLength(1);
    await userEvent.click(page().getByRole('button', { name: 'Muat ulang profil' }));
    await waitFor(() => expect(page().queryByRole('note')).toBeNull());
    await expect(within((await notes())[0]!).getByText('PT Laju Sejahtera Abadi')).toBeVisible();
  },
};

export const Jemput: Story = {
  name: 'JEMPUT with internal notes chosen',
  args: { path: '/shipments/2/print' },
  play: async () => {
    const [first] = await notes();
    await expect(within(first!).getByText('Kendaraan', { selector: 'dt' }).nextSibling).toHaveTextContent(/^JEMPUT [A-Z]{1,2} \d+ [A-Z]+$/);
    await expect(within(first!).getByText('Pengemudi', { selector: 'dt' })).toBeVisible();
    await expect(within(first!).queryByText(/Catatan:/)).toBeNull();
    await userEvent.click(page().getByRole('checkbox', { name: 'Sertakan catatan internal' }));
    await expect(within(first!).getByText(/Muat pagi, jalan sebelum jam 9\./)).toBeVisible();
  },
};

export const CopiesAndPrint: Story = {
  name: 'Three copies: Asli, Salinan 1, Salinan 2; printing records then opens the dialog',
  play: async () => {
    await notes();
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Jumlah rangkap' }), '3');
    const all = await notes();
    await expect(all).toHaveLength(6);
    await expect(all.slice(0, 3).map((note) => note.getAttribute('data-copy'))).toEqual(['0', '1', '2']);
    await expect(within(all[1]!).getByText('Salinan 1', { selector: 'p' })).toBeVisible();
    await userEvent.click(await printButton());
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    await expect(shipmentStore.find(1)!.print).toMatchObject({ count: 1 });
  },
};

export const PrintFails: Story = {
  name: 'Recording fails: nothing printed, a message',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/shipments/:id/prints', () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    await userEvent.click(await printButton());
    await expect(await page().findByRole('alert')).toHaveTextContent(/^Tidak dicetak:/);
    await expect(print).not.toHaveBeenCalled();
    await expect(shipmentStore.find(1)!.print).toBeUndefined();
  },
};

export const ManyLines: Story = {
  name: 'Seventy lines: three pages, each numbered within the note',
  args: { path: '/shipments/99/print' },
  beforeEach() {
    const shipment = printScenarios.manyLines(70);
    if (shipment.id !== 99) shipment.id = 99;
  },
  play: async () => {
    const [note] = await notes();
    // Three A4 sheets, numbered within the note; the header rows repeated on each (decision 230).
    await expect(within(note!).getAllByText(/^Halaman \d dari \d$/).map((label) => label.textContent)).toEqual(['Halaman 1 dari 3', 'Halaman 2 dari 3', 'Halaman 3 dari 3']);
    await expect(within(note!).getAllByRole('columnheader', { name: 'Sisa setelah ini' })).toHaveLength(3);
    const rows = within(note!).getAllByRole('row');
    await expect(rows).toHaveLength(70 + 3 * 2);
    await expect(within(rows.at(-1)!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['70', 'Barang Uji 70', 'UJI-70', '109', 'DUS', '169', '60']);
  },
};

export const LongTexts: Story = {
  name: 'Long name, address and driver; HTML as text',
  args: { path: '/shipments/98/print' },
  beforeEach() {
    printScenarios.longTexts().id = 98;
  },
  play: async () => {
    const [note] = await notes();
    await expect(within(note!).getByText(/^Jl\. Soekarno-Hatta Kav\. 17/)).toBeVisible();
    await expect(within(note!).getByText('Raden Mas Bagus Hadiningrat Kusumawardhana Wiryodiningrat Sastro')).toBeVisible();
    await expect(within(note!).getByText('SKU/2025/PANJANG-SEKALI_000000001')).toBeVisible();
  },
};

export const NoDeliveryOrder: Story = {
  name: 'No DO yet: a message instead of an empty note',
  args: { path: '/shipments/97/print' },
  beforeEach() {
    printScenarios.empty().id = 97;
  },
  play: async () => {
    await expect(await page().findByText('S-000097 belum memuat DO')).toBeVisible();
    await expect(page().queryByRole('article')).toBeNull();
    await expect(page().getByRole('link', { name: 'Kembali ke pengiriman' })).toHaveAttribute('href', '/shipments/97/detail');
  },
};

export const NotFound: Story = {
  args: { path: '/shipments/9999/print' },
  play: async () => {
    await expect(await page().findByText('Pengiriman tidak ditemukan')).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Load failed, with retry',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').error('one', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await notes()).toHaveLength(2);
  },
};

export const Dark: Story = {
  name: 'Dark theme: the paper keeps print colours',
  globals: { theme: 'dark' },
  play: async () => {
    const [note] = await notes();
    const sheet = note!.querySelector('[data-sheet]')!;
    await expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(sheet).color).toBe('rgb(0, 0, 0)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/shipments/2/print' },
  play: async () => {
    const [first] = await notes();
    await expect(first).toHaveAccessibleName(/SURAT JALAN SJ-000002-0000\d\d Original/);
    await expect(within(first!).getByRole('columnheader', { name: 'Remaining after this' })).toBeVisible();
    await expect(within(first!).getByText('Vehicle', { selector: 'dt' }).nextSibling).toHaveTextContent(/^PICKUP /);
    for (const role of ['Sincerely', 'Driver', 'Receiver']) await expect(within(first!).getAllByText(role).length).toBeGreaterThan(0);
    await expect(page().getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Phone: the choices one to a row from the same edge, nothing scrolls sideways',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await notes();
    const paper = page().getByRole('combobox', { name: 'Kertas' });
    const copies = page().getByRole('combobox', { name: 'Jumlah rangkap' });
    const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
    await expect(left(paper)).toBe(left(copies));
    await expect(paper.getBoundingClientRect().top).toBeLessThan(copies.getBoundingClientRect().top);
    await expect(await printButton()).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};
