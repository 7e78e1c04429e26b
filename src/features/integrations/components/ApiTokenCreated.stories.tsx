import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';
import { page } from '../../../lib/testing/story-queries';
import { ApiTokenCreated } from './ApiTokenCreated';

const TOKEN = 'laju_Ab3xYz0Qw8Er1Ty5Ui9Op2As4Df6Gh7Jk1Lz3Xc5Vb';

/** A new token shown once: read-only, copied with a button, a plain warning, and "Sudah saya simpan". */
const meta = {
  title: 'Integrations/Components/ApiTokenCreated',
  component: ApiTokenCreated,
  args: { name: 'Toko daring', token: TOKEN, onClose: fn() },
} satisfies Meta<typeof ApiTokenCreated>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name = 'Token Toko daring dibuat') => within(await page().findByRole('dialog', { name }));

export const Default: Story = {
  name: 'Shown once, copied, closed',
  play: async ({ args }) => {
    const restore = stubClipboard();
    try {
      const shown = await dialog();
      await expect(shown.getByText(/Token ini tidak akan ditampilkan lagi/)).toBeVisible();
      const field = shown.getByRole('textbox', { name: 'Token' });
      await expect(field).toHaveValue(TOKEN);
      await expect(field).toHaveAttribute('readonly');
      await expect(shown.getByRole('button', { name: 'Sudah saya simpan' })).toHaveFocus();
      await userEvent.click(shown.getByRole('button', { name: 'Salin token' }));
      await expect(await shown.findByText('Token disalin.')).toBeVisible();
      await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(TOKEN);
      await userEvent.click(shown.getByRole('button', { name: 'Sudah saya simpan' }));
      await expect(args.onClose).toHaveBeenCalled();
    } finally {
      restore();
    }
  },
};

export const CopyFailed: Story = {
  name: 'Copy refused: select it by hand',
  play: async () => {
    const restore = stubClipboard(true);
    try {
      const shown = await dialog();
      await userEvent.click(shown.getByRole('button', { name: 'Salin token' }));
      await expect(await shown.findByText('Gagal menyalin; pilih teksnya lalu salin sendiri.')).toBeVisible();
      await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveValue(TOKEN);
    } finally {
      restore();
    }
  },
};

export const LongName: Story = {
  args: { name: 'Integrasi toko daring cabang Surabaya, Sidoarjo, Gresik dan Mojokerto untuk DO' },
  play: async () => {
    const shown = await dialog('Token Integrasi toko daring cabang Surabaya, Sidoarjo, Gresik dan Mojokerto untuk DO dibuat');
    await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveValue(TOKEN);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect((await dialog()).getByText(/tidak akan ditampilkan lagi/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const shown = await dialog('Token Toko daring created');
    await expect(shown.getByText(/It will not be shown again/)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Copy token' })).toBeVisible();
    await expect(shown.getByRole('button', { name: 'I have saved it' })).toBeVisible();
  },
};
