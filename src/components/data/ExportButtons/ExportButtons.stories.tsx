import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { CsvSeparator, ExportFormat, ExportLanguage } from '../../../../contract/reports-values';
import { ApiError } from '../../../lib/api/errors';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { ExportButtons, type FetchExportFile } from './ExportButtons';

/** How the story's stand-in for the server answers each request. */
type Answer = 'file' | 'progress' | 'manyRows' | 'stream' | 'forbidden' | 'timeout' | 'failsOnce';

/** A request that never answers: it ends only when the buttons cancel it (or the story unmounts them). */
const held = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

interface DemoProps {
  answer?: Answer;
  forbiddenText?: string;
  /** What each press asked for: the format, the page's language and the CSV separator. */
  onFetch?: (format: ExportFormat, options: { lang: ExportLanguage; separator: CsvSeparator }) => void;
}

/** The buttons over a stand-in for the server, with the saved file's name shown instead of a download. */
function Demo({ answer = 'file', forbiddenText, onFetch }: DemoProps) {
  const [saved, setSaved] = useState('');
  const calls = useRef(0);
  const fetchFile = useCallback<FetchExportFile>(
    async (format, { lang, separator, signal, onProgress }) => {
      calls.current += 1;
      onFetch?.(format, { lang, separator });
      const file = { blob: new Blob(['Nama;Telepon\r\n'], { type: 'text/csv' }), fileName: `laporan-pengiriman.${format}` };
      switch (answer) {
        case 'progress':
          // Half of a known size, and the row count the server announced.
          onProgress({ loaded: 1024, total: 2048, rows: 640 });
          return held(signal);
        case 'manyRows':
          // A count that the page's language groups into thousands.
          onProgress({ loaded: 1024, total: 2048, rows: 1234 });
          return held(signal);
        case 'stream':
          // A stream without a Content-Length: only the bytes received so far are known.
          onProgress({ loaded: 12_800, total: null, rows: null });
          return held(signal);
        case 'forbidden':
          throw new ApiError(403, 'FORBIDDEN', 'Permission missing');
        case 'timeout':
          throw ApiError.network('TIMEOUT', 'No answer within 300000 ms');
        case 'failsOnce':
          if (calls.current === 1) throw new ApiError(500, 'INTERNAL', 'Internal server error');
          return file;
        default:
          return file;
      }
    },
    [answer, onFetch],
  );
  return (
    <div style={{ display: 'grid', gap: 16, padding: 24 }}>
      <ExportButtons fetchFile={fetchFile} save={({ fileName }) => setSaved(fileName)} forbiddenText={forbiddenText} />
      <output aria-label="Berkas tersimpan">{saved}</output>
    </div>
  );
}

/**
 * "Unduh Excel" and "Unduh CSV", shared by the report and every list's export: a file the server
 * builds, its progress with a cancel button, the CSV's separator chosen beside its button (guessed
 * from the page's language), and why a file could not be made. The server is a stand-in here; the
 * list export's and the report's stories fetch real files from the mock.
 */
const meta = {
  title: 'Data/ExportButtons',
  component: Demo,
  args: { onFetch: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved = () => page().getByRole('status', { name: 'Berkas tersimpan' });
const xlsx = () => page().getByRole('button', { name: 'Unduh Excel (XLSX)' });
const csv = () => page().getByRole('button', { name: 'Unduh CSV' });
const separator = () => page().getByRole('combobox', { name: 'Pemisah kolom CSV' });

export const Default: Story = {
  name: 'Excel: fetched in the page’s language, saved, its name stated',
  play: async ({ args }) => {
    await expect(xlsx()).toBeEnabled();
    await userEvent.click(xlsx());
    await expect(await page().findByText('Berkas laporan-pengiriman.xlsx sudah diunduh.')).toBeVisible();
    await expect(saved()).toHaveTextContent('laporan-pengiriman.xlsx');
    await expect(args.onFetch).toHaveBeenCalledOnce();
    await expect(args.onFetch).toHaveBeenCalledWith('xlsx', { lang: 'id', separator: 'semicolon' });
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

export const Separator: Story = {
  name: 'CSV: the separator guessed from the language, then changed',
  play: async ({ args }) => {
    // An Indonesian page writes decimals with a comma, so Excel there splits on semicolons.
    await expect(separator()).toHaveDisplayValue('Titik koma (;) · Excel Indonesia');
    await userEvent.selectOptions(separator(), 'Koma (,) · Excel Inggris (AS)');
    await userEvent.click(csv());
    await expect(await page().findByText('Berkas laporan-pengiriman.csv sudah diunduh.')).toBeVisible();
    await expect(args.onFetch).toHaveBeenCalledOnce();
    await expect(args.onFetch).toHaveBeenCalledWith('csv', { lang: 'id', separator: 'comma' });
  },
};

export const Progress: Story = {
  name: 'Progress: rows and share received, cancelled',
  args: { answer: 'progress' },
  play: async () => {
    await userEvent.click(csv());
    await expect(await page().findByText('Menyiapkan berkas CSV…')).toBeVisible();
    await expect(page().getByText('640 baris')).toBeVisible();
    await expect(page().getByRole('progressbar', { name: 'Kemajuan unduhan' })).toHaveAttribute('aria-valuenow', '50');
    // One file at a time: nothing else starts while this one comes.
    await expect(csv()).toHaveAttribute('aria-busy', 'true');
    await expect(xlsx()).toBeDisabled();
    await expect(separator()).toBeDisabled();
    await userEvent.click(page().getByRole('button', { name: 'Batal' }));
    await expect(await page().findByText('Unduhan dibatalkan.')).toBeVisible();
    await expect(page().queryByRole('progressbar')).toBeNull();
    await expect(csv()).toBeEnabled();
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const ManyRows: Story = {
  name: 'Progress: a count of thousands grouped as the page’s language writes it',
  args: { answer: 'manyRows' },
  play: async () => {
    await userEvent.click(xlsx());
    await expect(await page().findByText('1.234 baris')).toBeVisible();
    await expect(page().queryByText('1234 baris')).toBeNull();
  },
};

export const ManyRowsEnglish: Story = {
  name: 'Progress in English: a count of thousands grouped with a comma',
  globals: { locale: 'en' },
  args: { answer: 'manyRows' },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Download Excel (XLSX)' }));
    await expect(await page().findByText('1,234 rows')).toBeVisible();
    await expect(page().queryByText('1234 rows')).toBeNull();
  },
};

export const Streaming: Story = {
  name: 'Progress without a known size: the bytes received',
  args: { answer: 'stream' },
  play: async () => {
    await userEvent.click(xlsx());
    await expect(await page().findByText('Menyiapkan berkas XLSX…')).toBeVisible();
    await expect(page().getByText('12,5 KB diterima')).toBeVisible();
    await expect(page().queryByRole('progressbar')).toBeNull();
    await expect(xlsx()).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry: the file could not be made, pressed again',
  args: { answer: 'failsOnce' },
  play: async ({ args }) => {
    await userEvent.click(csv());
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas gagal dibuat. Silakan coba lagi.');
    await expect(csv()).toBeEnabled();
    await userEvent.click(csv());
    await expect(await page().findByText('Berkas laporan-pengiriman.csv sudah diunduh.')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('alert')).toBeNull());
    await expect(args.onFetch).toHaveBeenCalledTimes(2);
  },
};

export const Timeout: Story = {
  name: 'Timeout: the server did not answer in time',
  args: { answer: 'timeout' },
  play: async () => {
    await userEvent.click(xlsx());
    await expect(await page().findByRole('alert')).toHaveTextContent('Server tidak menjawab dalam 5 menit. Persempit pencarian atau filter, lalu coba lagi.');
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden: the permission was taken away',
  args: { answer: 'forbidden' },
  play: async () => {
    await userEvent.click(csv());
    await expect(await page().findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin mengunduh ini.');
    await expect(saved()).toBeEmptyDOMElement();
  },
};

export const ForbiddenOwnWords: Story = {
  name: 'Forbidden: in the screen’s own words',
  args: { answer: 'forbidden', forbiddenText: 'Anda tidak memiliki izin mengekspor laporan pengiriman keluar.' },
  play: async () => {
    await userEvent.click(xlsx());
    await expect(await page().findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin mengekspor laporan pengiriman keluar.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { answer: 'progress' },
  play: async () => {
    await userEvent.click(csv());
    await expect(await page().findByRole('progressbar', { name: 'Kemajuan unduhan' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Batal' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    // An English page writes decimals with a point, so Excel there splits on commas.
    const choice = page().getByRole('combobox', { name: 'CSV column separator' });
    await expect(choice).toHaveDisplayValue('Comma (,) · Excel in English (US)');
    await userEvent.click(page().getByRole('button', { name: 'Download CSV' }));
    await expect(await page().findByText('laporan-pengiriman.csv has been downloaded.')).toBeVisible();
    await expect(args.onFetch).toHaveBeenCalledOnce();
    await expect(args.onFetch).toHaveBeenCalledWith('csv', { lang: 'en', separator: 'comma' });
    await expect(page().getByRole('button', { name: 'Download Excel (XLSX)' })).toBeEnabled();
  },
};

export const Phone: Story = {
  name: 'Phone, English: the long separator name shrinks to a card on the narrowest screen',
  globals: { locale: 'en', viewport: { value: 'mobile1', isRotated: false } },
  // As the import page holds it: inside a panel's padding on a 320 px phone.
  decorators: [
    (Story) => (
      <div data-testid="card" style={{ width: 240, margin: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const choice = page().getByRole('combobox', { name: 'CSV column separator' });
    await expect(choice).toHaveDisplayValue('Comma (,) · Excel in English (US)');
    await expect(choice.getBoundingClientRect().right).toBeLessThanOrEqual(page().getByTestId('card').getBoundingClientRect().right);
    await expectNoSideScroll(canvasElement);
  },
};
