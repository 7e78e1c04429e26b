import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ImportFileInfo } from '../../../../contract/imports';
import { CUSTOMERS } from '../../../../contract/areas';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { useApi } from '../../../lib/api/ApiContext';
import type { ExportFile } from '../../../lib/api/download';
import { useFormatter } from '../../../lib/format';
import { readImportFile } from '../../../lib/resource/imports-api';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { fieldHeader, importErrorText } from './import-words';
import { ImportFileStep } from './ImportFileStep';

const READ = `*${CUSTOMERS.api}/imports/read`;

interface DemoProps {
  /** A check or an import is running: no other file may be chosen. */
  disabled?: boolean;
  onChoose?: (file: File) => void;
}

/**
 * The step as the import screen drives it: a chosen file sent to the (mock) server to be read, the
 * answer or the refusal's reason in the page's words, and the template's first line shown instead
 * of a download.
 */
function Harness({ disabled = false, onChoose }: DemoProps) {
  const { t } = useTranslation(['customers', 'ui']);
  const format = useFormatter();
  const { longApi } = useApi();
  const headers = useMemo(() => Object.keys(CUSTOMERS.import.fields).map((field) => ({ field, header: fieldHeader(t, 'customers', field) })), [t]);
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<ImportFileInfo | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [template, setTemplate] = useState('');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = async (chosen: File) => {
    onChoose?.(chosen);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setFile(chosen);
    setInfo(null);
    setError(null);
    setReading(true);
    try {
      const read = await readImportFile(longApi, CUSTOMERS.api, chosen, current.signal);
      if (!current.signal.aborted) setInfo(read);
    } catch (failure) {
      if (!current.signal.aborted) setError(importErrorText(t, failure, format));
    } finally {
      if (!current.signal.aborted) setReading(false);
    }
  };
  const save = ({ blob, fileName }: ExportFile) => void blob.text().then((text) => setTemplate(`${fileName}: ${text.replace(/^\uFEFF/, '').split('\r\n')[0]}`));

  return (
    <div style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 720 }}>
      <ImportFileStep api={CUSTOMERS.api} headers={headers} file={file} info={info} reading={reading} error={error} disabled={disabled} onChoose={(chosen) => void choose(chosen)} save={save} />
      <output aria-label="Templat tersimpan">{template}</output>
    </div>
  );
}

function Demo(props: DemoProps) {
  return (
    <SignedIn session={storySessionOf('Master')}>
      <Harness {...props} />
    </SignedIn>
  );
}

/**
 * Step 1 of an import (docs/decisions/335-import.md): the file chosen or dropped, the limits
 * stated, the server's reading of it or its reason for refusing it in the page's words, and the
 * area's template to start from. The steps after it are the AreaImport stories'.
 */
const meta = {
  title: 'Resource kit/ImportFileStep',
  component: Demo,
  args: { onChoose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = (lines: readonly string[], name = 'kustomer.csv') => new File([lines.join('\n')], name, { type: 'text/csv' });
const CUSTOMERS_FILE = ['Nama;Telepon;Status', 'Toko Baru Satu;0812 1111 2222;Aktif', 'Toko Baru Dua;;Nonaktif'];
/** The template's headings saved without a row under them. */
const HEADINGS_ONLY = () => csv(['Nama;Telepon;Status'], 'templat-kosong.csv');

const fileInput = (name: string | RegExp = /^(Pilih berkas|Ganti berkas)$/) => page().getByLabelText(name);
const dropBox = () => page().getByText('Tarik dan lepas berkas ke sini, atau').parentElement!;
/** A drag event as the browser dispatches it: a script cannot fill a DragEvent's own DataTransfer. */
function drag(target: HTMLElement, type: 'dragover' | 'dragleave' | 'drop', file?: File) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const dataTransfer = { files: file ? [file] : [], dropEffect: 'copy' };
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  target.dispatchEvent(event);
  return { event, dataTransfer };
}
/** Two frames: long enough for React to have drawn whatever a drag event changed. */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export const Default: Story = {
  name: 'Empty: the limits stated, the template folded away',
  play: async () => {
    await expect(await page().findByRole('heading', { name: '1. Pilih berkas' })).toBeVisible();
    await expect(fileInput('Pilih berkas')).toHaveAccessibleDescription('XLSX atau CSV, paling besar 20 MB dan 50.000 baris data.');
    await expect(fileInput()).toBeEnabled();
    await expect(page().queryByRole('alert')).toBeNull();
    await expect(page().getByRole('button', { name: 'Unduh CSV' })).not.toBeVisible();
    await userEvent.click(page().getByText('Templat'));
    await expect(page().getByText('Templat berisi judul kolom dalam bahasa halaman ini dan satu baris contoh.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Unduh CSV' })).toBeVisible();
  },
};

export const Chosen: Story = {
  name: 'Chosen: read by the server, its size stated, another may be chosen',
  play: async ({ args }) => {
    const file = csv(CUSTOMERS_FILE);
    await userEvent.upload(fileInput('Pilih berkas'), file);
    await expect(await page().findByText('kustomer.csv: 2 baris data, 3 kolom.')).toBeVisible();
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith(file);
    // The button now offers to replace the file.
    await expect(fileInput('Ganti berkas')).toBeEnabled();
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

export const Dropped: Story = {
  name: 'Dropped: the box marked while a file is over it, then read',
  play: async ({ args }) => {
    const box = dropBox();
    const resting = getComputedStyle(box).borderColor;
    drag(box, 'dragover');
    await waitFor(() => expect(getComputedStyle(box).borderColor).not.toBe(resting));
    drag(box, 'dragleave');
    await waitFor(() => expect(getComputedStyle(box).borderColor).toBe(resting));
    const file = csv(CUSTOMERS_FILE, 'dari-email.csv');
    drag(box, 'dragover');
    drag(box, 'drop', file);
    await expect(await page().findByText('dari-email.csv: 2 baris data, 3 kolom.')).toBeVisible();
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith(file);
    await waitFor(() => expect(getComputedStyle(box).borderColor).toBe(resting));
  },
};

export const Reading: Story = {
  name: 'Reading: the file named while the server reads it',
  beforeEach({ msw }) {
    msw.use(
      http.post(READ, async () => {
        await delay(60_000);
        return undefined;
      }),
    );
  },
  play: async () => {
    await userEvent.upload(fileInput('Pilih berkas'), csv(CUSTOMERS_FILE));
    await expect(await page().findByText('Membaca kustomer.csv…')).toBeVisible();
    // Another file may still be chosen: it replaces this one.
    await expect(fileInput('Ganti berkas')).toBeEnabled();
  },
};

export const Refused: Story = {
  name: 'Refused: headings without rows, the reason translated, the same file read again',
  play: async ({ args }) => {
    await userEvent.upload(fileInput('Pilih berkas'), HEADINGS_ONLY());
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas ini hanya berisi judul kolom, tanpa baris data.');
    await expect(page().queryByText(/: \d+ baris data/)).toBeNull();
    // The field is emptied after each choice, so the browser reports the same file chosen again.
    await expect(fileInput()).toHaveValue('');
    await userEvent.upload(fileInput(), HEADINGS_ONLY());
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledTimes(2));
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas ini hanya berisi judul kolom, tanpa baris data.');
  },
};

export const Disabled: Story = {
  name: 'Disabled while a check or import runs: the box not marked, nothing chosen or dropped',
  args: { disabled: true },
  play: async ({ args }) => {
    await expect(fileInput('Pilih berkas')).toBeDisabled();
    const box = dropBox();
    const resting = getComputedStyle(box).borderColor;
    const over = drag(box, 'dragover', csv(CUSTOMERS_FILE));
    await frames();
    await expect(box).not.toHaveAttribute('data-over');
    await expect(getComputedStyle(box).borderColor).toBe(resting);
    // The pointer shows the drop refused, and the page keeps the file rather than opening it.
    await expect(over.dataTransfer.dropEffect).toBe('none');
    await expect(over.event.defaultPrevented).toBe(true);
    drag(box, 'drop', csv(CUSTOMERS_FILE));
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(page().queryByText(/kustomer\.csv/)).toBeNull();
  },
};

const LONG_NAME = 'Data kustomer gabungan cabang Bandung Cimahi Sumedang Garut Tasikmalaya per 31 Desember 2025 revisi akhir.csv';
export const LongContent: Story = {
  name: 'Long content: a long file name wraps',
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput('Pilih berkas'), csv(CUSTOMERS_FILE, LONG_NAME));
    await expect(await page().findByText(`${LONG_NAME}: 2 baris data, 3 kolom.`)).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await userEvent.upload(fileInput('Pilih berkas'), HEADINGS_ONLY());
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas ini hanya berisi judul kolom, tanpa baris data.');
  },
};

export const English: Story = {
  name: 'English: the refusal and the template in English',
  globals: { locale: 'en' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: '1. Choose a file' })).toBeVisible();
    await expect(fileInput('Choose a file')).toHaveAccessibleDescription('XLSX or CSV, at most 20 MB and 50,000 data rows.');
    await userEvent.upload(fileInput('Choose a file'), HEADINGS_ONLY());
    await expect(await page().findByRole('alert')).toHaveTextContent('This file has column headings but no data rows.');
    await expect(fileInput('Choose another file')).toBeEnabled();
    await userEvent.click(page().getByText('Template'));
    await userEvent.click(page().getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(page().getByRole('status', { name: 'Templat tersimpan' })).toHaveTextContent('customers-template.csv: Name,Phone,Email,Default delivery address,Notes,Status'),
    );
  },
};
