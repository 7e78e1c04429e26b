import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { createFormatter } from '../../../lib/format';
import { contentHeightPxOf, PAPERS, type PaperSize } from '../../../lib/print/papers';
import { usePagedFlows } from '../../../lib/print/use-paged-flows';
import { qrPathOf } from '../../../lib/qr/qr-path';
import { noteCompany, noteShipment } from '../testing/shipments';
import { DeliveryNote } from './DeliveryNote';
import { notesOf, type NoteCompany } from './note-model';

const URL = 'http://127.0.0.1:3000/shipments/45/detail';

function NoteStory({ mode, lines, address, copy = 0, includeNotes = false, company, paper = 'a4' }: { mode: 'ANTAR' | 'JEMPUT'; lines: number; address?: string; copy?: number; includeNotes?: boolean; company?: NoteCompany; paper?: PaperSize }) {
  const { i18n } = useTranslation('deliveryNotes');
  const note = notesOf([noteShipment({ mode, lineCount: lines, address })], copy + 1)[copy]!;
  const pages = usePagedFlows([note.number], `${i18n.language}|${includeNotes}|${paper}|${company?.name}`, contentHeightPxOf(PAPERS[paper]));
  const format = createFormatter(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  return (
    <div ref={pages.ref as RefObject<HTMLDivElement>}>
      <DeliveryNote note={note} includeNotes={includeNotes} qr={qrPathOf(URL)} url={URL} format={format} company={company} paper={paper} pages={pages.ready ? pages.pagesOf(note.number) : undefined} />
    </div>
  );
}

/**
 * One surat jalan (one DO of shipment S-000045) on its A4 sheets, each numbered within the note
 * (decision 230), black on white in every theme.
 */
const meta = {
  title: 'Delivery notes/DeliveryNote',
  component: NoteStory,
  args: { mode: 'ANTAR', lines: 1 },
} satisfies Meta<typeof NoteStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const note = (canvas: HTMLElement) => within(canvas).getByRole('article');
const cells = (canvas: HTMLElement, row: number) => within(within(note(canvas)).getAllByRole('row')[row]!).getAllByRole('cell').map((cell) => cell.textContent);
const pageLabels = (canvas: HTMLElement) => within(note(canvas)).getAllByText(/^(Halaman|Page) \d+ (dari|of) \d+$/).map((label) => label.textContent);

export const OneLine: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'SURAT JALAN SJ-000045-000123 Asli' })).toBeVisible();
    // Row 0 is the repeated line naming the note and copy, row 1 the column names.
    await expect(cells(canvasElement, 2)).toEqual(['1', 'BAWANG PUTIH', 'BWP-01', '40', 'KG', '50', '10']);
    await expect(pageLabels(canvasElement)).toEqual(['Halaman 1 dari 1']);
    await expect(within(note(canvasElement)).getByText('D 8123 AB (Hino Dutro 130 HD)')).toBeVisible();
    await expect(within(note(canvasElement)).getByText('Gudang')).toBeVisible();
    await expect(within(note(canvasElement)).getByRole('img', { name: `Kode QR: ${URL}` })).toBeVisible();
  },
};

export const ManyLines: Story = {
  name: 'Sixty lines: two pages, each numbered within the note',
  args: { lines: 60 },
  play: async ({ canvasElement }) => {
    await expect(pageLabels(canvasElement)).toEqual(['Halaman 1 dari 2', 'Halaman 2 dari 2']);
    const [first, second] = within(note(canvasElement)).getAllByRole('table');
    // Each page repeats the header rows (the note's number and copy, the column names).
    for (const table of [first!, second!]) {
      await expect(within(table).getByRole('columnheader', { name: 'LAJU · SURAT JALAN · SJ-000045-000123 · Asli' })).toBeVisible();
      await expect(within(table).getByRole('columnheader', { name: 'Sisa setelah ini' })).toBeVisible();
    }
    const lineCount = (table: HTMLElement) => within(table).getAllByRole('row').length - 2;
    await expect(lineCount(first!) + lineCount(second!)).toBe(60);
    await expect(lineCount(second!)).toBeGreaterThan(0);
    // The signatures on the last page only, under the last line.
    await expect(within(note(canvasElement)).getAllByText('Penerima')).toHaveLength(1);
    await expect(within(second!).getAllByRole('row').at(-1)!.firstElementChild).toHaveTextContent('60');
    await expect(within(first!.closest('section')!).queryByText('Penerima')).toBeNull();
  },
};

export const LongAddress: Story = {
  args: { address: `${'Kawasan Industri Gedebage Blok C-12, Jl. Soekarno-Hatta Kav. 17, '.repeat(7)}Bandung`.slice(0, 500) },
  play: async ({ canvasElement }) => {
    await expect(within(note(canvasElement)).getByText(/^Kawasan Industri Gedebage/)).toBeVisible();
    await expect(pageLabels(canvasElement)).toEqual(['Halaman 1 dari 1']);
  },
};

export const JemputCopyWithNotes: Story = {
  name: 'JEMPUT, Salinan 2, internal notes',
  args: { mode: 'JEMPUT', copy: 2, includeNotes: true },
  play: async ({ canvasElement }) => {
    await expect(note(canvasElement)).toHaveAccessibleName('SURAT JALAN SJ-000045-000123 Salinan 2');
    await expect(within(note(canvasElement)).getByText('JEMPUT B 9012 XYZ')).toBeVisible();
    await expect(within(note(canvasElement)).getByText('Ujang Sutisna')).toBeVisible();
    await expect(within(note(canvasElement)).getByText(/Bongkar pagi hari\./)).toBeVisible();
  },
};

export const CompanyOnHalfForm: Story = {
  name: 'The company’s head on a half continuous form: black on white, no fill, a grey-scale logo',
  args: { company: noteCompany({ name: `PT ${'Sejahtera '.repeat(9)}Abadi` }), paper: 'half', lines: 8 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'SURAT JALAN SJ-000045-000123 Asli' })).toBeVisible();
    await expect(within(note(canvasElement)).getByText(`PT ${'Sejahtera '.repeat(9)}Abadi`)).toBeVisible();
    await expect(within(note(canvasElement)).getByText('Telp. 021-5551234 · NPWP 01.234.567.8-901.000')).toBeVisible();
    const logo = note(canvasElement).querySelector('img')!;
    await expect(logo).toHaveAttribute('alt', '');
    await expect(getComputedStyle(logo).filter).toMatch(/grayscale\(1\)/);
    await expect(note(canvasElement).querySelector('[data-sheet]')).toHaveAttribute('data-sheet', 'half');
    await expect(pageLabels(canvasElement).length).toBeGreaterThan(1);
  },
};

export const Dark: Story = {
  name: 'Dark theme: the paper keeps print colours',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const sheet = note(canvasElement).querySelector('[data-sheet]')!;
    await expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(sheet).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(within(note(canvasElement)).getByText('Halaman 1 dari 1')).color).toBe('rgb(0, 0, 0)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'JEMPUT', copy: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'SURAT JALAN SJ-000045-000123 Copy 1' })).toBeVisible();
    await expect(within(note(canvasElement)).getByText('PICKUP B 9012 XYZ')).toBeVisible();
    await expect(within(note(canvasElement)).getByText('Warehouse')).toBeVisible();
    await expect(pageLabels(canvasElement)).toEqual(['Page 1 of 1']);
  },
};
