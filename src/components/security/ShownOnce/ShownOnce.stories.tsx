import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';
import { page } from '../../../lib/testing/story-queries';
import { ShownOnce } from './ShownOnce';

const VALUE = 'laju_Q2hlY2sgdGhlIHN0b3J5IG9uY2UgbW9yZSBiZWZvcmUgbWVyZ2luZw';

const INDONESIAN = {
  title: 'Token Toko daring dibuat',
  label: 'Token',
  value: VALUE,
  warning: 'Salin token ini sekarang dan simpan di tempat yang aman. Token ini tidak akan ditampilkan lagi.',
  copy: { label: 'Salin token', copied: 'Token disalin.', failed: 'Gagal menyalin; pilih teksnya lalu salin sendiri.' },
  doneLabel: 'Sudah saya simpan',
};

/** A secret shown this once (a token, a signing secret): a warning, a read-only field, copy, and one way out. */
const meta = {
  title: 'Security/ShownOnce',
  component: ShownOnce,
  args: { ...INDONESIAN, onClose: fn() },
} satisfies Meta<typeof ShownOnce>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await page().findByRole('dialog', { name }));

export const Shown: Story = {
  name: 'Shown: the value to select, copied, then "I have saved it"',
  beforeEach: () => stubClipboard(),
  play: async ({ args }) => {
    const shown = await dialog('Token Toko daring dibuat');
    await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveValue(VALUE);
    await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveAttribute('readonly');
    await expect(shown.getByText(/tidak akan ditampilkan lagi/)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Sudah saya simpan' })).toHaveFocus();
    await userEvent.click(shown.getByRole('button', { name: 'Salin token' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(VALUE);
    await expect(shown.getByRole('status')).toHaveTextContent('Token disalin.');
    await userEvent.click(shown.getByRole('button', { name: 'Sudah saya simpan' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const CopyRefused: Story = {
  name: 'Copy refused: the value stays to be selected by hand',
  beforeEach: () => stubClipboard(true),
  play: async () => {
    const shown = await dialog('Token Toko daring dibuat');
    await userEvent.click(shown.getByRole('button', { name: 'Salin token' }));
    await expect(await shown.findByText('Gagal menyalin; pilih teksnya lalu salin sendiri.')).toBeVisible();
    await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveValue(VALUE);
  },
};

export const EscapeIsDone: Story = {
  name: 'Escape is the same "I have saved it"',
  play: async ({ args }) => {
    await dialog('Token Toko daring dibuat');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: { title: 'Token Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusantara dibuat', value: `${VALUE}${VALUE}` },
  play: async () => {
    const shown = await dialog('Token Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusantara dibuat');
    await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveValue(`${VALUE}${VALUE}`);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect((await dialog('Token Toko daring dibuat')).getByRole('button', { name: 'Salin token' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Signing secret of webhook Toko daring',
    label: 'Signing secret',
    value: 'whsec_k7m2px9q4rb3n8tw5c6dh4j9se2v7f',
    warning: 'Copy this secret now and keep it in the receiving system. LAJU will not show it again.',
    copy: { label: 'Copy secret', copied: 'Secret copied.', failed: 'Copying failed.' },
    doneLabel: 'I have saved it',
  },
  play: async () => {
    const shown = await dialog('Signing secret of webhook Toko daring');
    await expect(shown.getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_k7m2px9q4rb3n8tw5c6dh4j9se2v7f');
    await expect(shown.getByRole('button', { name: 'I have saved it' })).toBeVisible();
  },
};
