import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReceiptLinkValue } from '../../../../contract/receipts-values';
import { noteCompany, noteShipment } from '../testing/shipments';
import { PrintView } from './PrintView';

const ORIGIN = 'http://127.0.0.1:3000';

/**
 * The print screens' body without a route: copies, internal notes, the Print button that records
 * first and then opens the dialog (a spy here), and every note on its own numbered A4 sheets.
 */
const meta = {
  title: 'Delivery notes/PrintView',
  component: PrintView,
  args: {
    shipments: [noteShipment({ orders: 2 })],
    onRecord: fn(async (): Promise<readonly ReceiptLinkValue[] | undefined> => undefined),
    print: fn(),
    origin: ORIGIN,
  },
} satisfies Meta<typeof PrintView>;
export default meta;
type Story = StoryObj<typeof meta>;

const notes = (canvas: HTMLElement) => within(canvas).getAllByRole('article');
/** "x/y" of every sheet's page label, in document order. */
const pageNumbers = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByText(/^(Halaman|Page) \d+ (dari|of) \d+$/)
    .map((label) => /(\d+) \D+ (\d+)$/.exec(label.textContent!)!.slice(1).join('/'));
const printButton = (canvas: HTMLElement, name = 'Cetak') => within(canvas).getByRole('button', { name });

export const Default: Story = {
  name: 'One shipment, two DOs: two one-page notes',
  play: async ({ canvasElement, args }) => {
    await expect(notes(canvasElement)).toHaveLength(2);
    await expect(notes(canvasElement)[0]).toHaveAccessibleName('SURAT JALAN SJ-000045-000123 Asli');
    await expect(notes(canvasElement)[1]).toHaveAccessibleName('SURAT JALAN SJ-000045-000124 Asli');
    await expect(pageNumbers(canvasElement)).toEqual(['1/1', '1/1']);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 lembar surat jalan dari 1 pengiriman.');
    await userEvent.click(printButton(canvasElement));
    await waitFor(() => expect(args.print).toHaveBeenCalledOnce());
    await expect(args.onRecord).toHaveBeenCalledWith([45], 1);
  },
};

const TOKENS = ['r7Qm2xVb9KpL4sTz1aWc0d', 'Hn3Jk8LpQ2rS5tUv7wXy9z'];

export const ReceiptLinksOnPaper: Story = {
  name: "Printed: each note's QR code opens its own receiver's link, never the shipment",
  args: { onRecord: fn(async () => [123, 124].map((deliveryOrderId, index) => ({ shipmentId: 45, deliveryOrderId, token: TOKENS[index]! }))) },
  play: async ({ canvasElement, args }) => {
    const codes = () => within(canvasElement).getAllByRole('img', { name: /^Kode QR: / });
    // Before printing, the code finds the shipment in LAJU.
    await expect(codes()[0]).toHaveAccessibleName(`Kode QR: ${ORIGIN}/shipments/45/detail`);
    await userEvent.click(printButton(canvasElement));
    await waitFor(() => expect(args.print).toHaveBeenCalledOnce());
    // The dialog opened with the links on the paper: one per note.
    await expect(codes().map((code) => code.getAttribute('data-qr'))).toEqual(TOKENS.map((token) => `${ORIGIN}/r/${token}`));
  },
};

export const CopiesOfALongNote: Story = {
  name: 'A 40-line note in two copies: each copy numbered 1–2 of 2',
  args: { shipments: [noteShipment({ lineCount: 40 })] },
  play: async ({ canvasElement, args }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['1/2', '2/2']);
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Jumlah rangkap' }), '2');
    await expect(notes(canvasElement).map((note) => note.getAttribute('data-copy'))).toEqual(['0', '1']);
    await expect(pageNumbers(canvasElement)).toEqual(['1/2', '2/2', '1/2', '2/2']);
    // The second copy's second page repeats the header row naming the note and the copy.
    await expect(within(notes(canvasElement)[1]!).getAllByRole('columnheader', { name: 'LAJU · SURAT JALAN · SJ-000045-000123 · Salinan 1' })).toHaveLength(2);
    await userEvent.click(printButton(canvasElement));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledWith([45], 2));
  },
};

export const Batch: Story = {
  name: 'A batch: every shipment’s notes in the given order, a notice above',
  args: {
    shipments: [noteShipment({ id: 7, mode: 'JEMPUT' }), noteShipment({ id: 3, orders: 2, lineCount: 40 })],
    notices: <p role="note">S-000099 tidak ditemukan</p>,
  },
  play: async ({ canvasElement, args }) => {
    await expect(notes(canvasElement).map((note) => note.getAttribute('data-note'))).toEqual(['SJ-000007-000123', 'SJ-000003-000123', 'SJ-000003-000124']);
    await expect(pageNumbers(canvasElement)).toEqual(['1/1', '1/2', '2/2', '1/2', '2/2']);
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('S-000099 tidak ditemukan');
    await userEvent.click(printButton(canvasElement));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalledWith([7, 3], 1));
  },
};

export const InternalNotes: Story = {
  name: 'Internal notes chosen: printed above the signatures',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Bongkar pagi hari\./)).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Sertakan catatan internal' }));
    await expect(within(notes(canvasElement)[0]!).getByText(/Bongkar pagi hari\./)).toBeVisible();
    await expect(pageNumbers(canvasElement)).toEqual(['1/1', '1/1']);
  },
};

export const NothingToPrint: Story = {
  name: 'No shipment with a DO: nothing to print, the button disabled',
  args: { shipments: [noteShipment({ orders: 0 })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
    await expect(printButton(canvasElement)).toBeDisabled();
  },
};

export const Recording: Story = {
  name: 'Recording the print: the button busy, the dialog not yet open',
  args: { onRecord: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(printButton(canvasElement));
    await waitFor(() => expect(printButton(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(args.print).not.toHaveBeenCalled();
  },
};

export const RecordFails: Story = {
  name: 'Recording fails: a message, nothing printed',
  args: { onRecord: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(printButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/^Tidak dicetak:/);
    await expect(args.print).not.toHaveBeenCalled();
  },
};

const paperChoice = (canvas: HTMLElement, name = 'Kertas') => within(canvas).getByRole('combobox', { name });
const sheets = (canvas: HTMLElement) => [...canvas.querySelectorAll<HTMLElement>('[data-sheet]')];
const mm = (value: number) => (value * 96) / 25.4;

export const CompanyHead: Story = {
  name: 'Headed by the company profile: logo, name, address, phone, NPWP',
  args: { company: noteCompany() },
  play: async ({ canvasElement }) => {
    const first = notes(canvasElement)[0]!;
    await expect(within(first).getByText('PT Laju Sejahtera Abadi')).toBeVisible();
    await expect(within(first).getByText(/^Jl\. Gatot Subroto Kav\. 21/)).toBeVisible();
    await expect(within(first).getByText('Telp. 021-5551234 · NPWP 01.234.567.8-901.000')).toBeVisible();
    await expect(within(first).getAllByRole('columnheader', { name: 'PT Laju Sejahtera Abadi · SURAT JALAN · SJ-000045-000123 · Asli' })).toHaveLength(1);
    await waitFor(() => expect(printButton(canvasElement)).toBeEnabled());
  },
};

export const PaperChoice: Story = {
  name: 'Papers: A5, the continuous form and the half form; the choice is remembered',
  args: { shipments: [noteShipment({ lineCount: 12 })], company: noteCompany() },
  beforeEach: () => {
    localStorage.removeItem('laju-paper:anonymous');
    return () => localStorage.removeItem('laju-paper:anonymous');
  },
  play: async ({ canvasElement }) => {
    await expect(paperChoice(canvasElement)).toHaveValue('a4');
    await expect(pageNumbers(canvasElement)).toEqual(['1/1']);

    await userEvent.selectOptions(paperChoice(canvasElement), 'Setengah formulir kontinu 9½″ × 5½″');
    // The half form is 9½″ wide and 5½″ high: twelve lines take more than one of its sheets.
    await waitFor(() => expect(sheets(canvasElement)[0]).toHaveAttribute('data-sheet', 'half'));
    await expect(Math.abs(sheets(canvasElement)[0]!.getBoundingClientRect().width - mm(241.3))).toBeLessThan(1);
    await expect(pageNumbers(canvasElement).length).toBeGreaterThan(1);
    await expect(localStorage.getItem('laju-paper:anonymous')).toBe('half');
    // Dot-matrix forms: no grey fill behind the column names.
    const header = within(notes(canvasElement)[0]!).getAllByRole('columnheader', { name: 'Barang' })[0]!;
    await expect(getComputedStyle(header).backgroundColor).toBe('rgba(0, 0, 0, 0)');

    await userEvent.selectOptions(paperChoice(canvasElement), 'Formulir kontinu 9½″ × 11″');
    await waitFor(() => expect(pageNumbers(canvasElement)).toEqual(['1/1']));
    await expect(Math.abs(sheets(canvasElement)[0]!.getBoundingClientRect().height - mm(278.4))).toBeLessThan(1);

    await userEvent.selectOptions(paperChoice(canvasElement), 'A5');
    await waitFor(() => expect(sheets(canvasElement)[0]).toHaveAttribute('data-sheet', 'a5'));
    await expect(Math.abs(sheets(canvasElement)[0]!.getBoundingClientRect().width - mm(148))).toBeLessThan(1);
    await expect(within(canvasElement).getByText('Diingat di komputer ini untuk Anda.')).toBeVisible();
  },
};

export const RememberedPaper: Story = {
  name: 'A paper chosen before is where the view starts',
  beforeEach: () => {
    localStorage.setItem('laju-paper:anonymous', 'continuous');
    return () => localStorage.removeItem('laju-paper:anonymous');
  },
  play: async ({ canvasElement }) => {
    await expect(paperChoice(canvasElement)).toHaveValue('continuous');
    await expect(sheets(canvasElement)[0]).toHaveAttribute('data-sheet', 'continuous');
  },
};

export const Dark: Story = {
  name: 'Dark theme: the sheets keep print colours',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const sheet = notes(canvasElement)[0]!.querySelector('[data-sheet]')!;
    await expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(sheet).color).toBe('rgb(0, 0, 0)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { shipments: [noteShipment({ lineCount: 40 })], company: noteCompany({ logo: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(notes(canvasElement)[0]!).getByText('Tel. 021-5551234 · Tax ID (NPWP) 01.234.567.8-901.000')).toBeVisible();
    await expect(paperChoice(canvasElement, 'Paper')).toHaveDisplayValue('A4');
    await expect(await within(canvasElement).findByText('Page 1 of 2')).toBeVisible();
    await expect(within(canvasElement).getByText('Page 2 of 2')).toBeVisible();
    await expect(notes(canvasElement)[0]).toHaveAccessibleName('SURAT JALAN SJ-000045-000123 Original');
    await expect(printButton(canvasElement, 'Print')).toBeEnabled();
  },
};
