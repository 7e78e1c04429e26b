import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { page } from '../../../lib/testing/story-queries';
import { WebhookSecret } from './WebhookSecret';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';

const SECRET = 'whsec_k7m2px9q4rb3n8tw5c6dh4j9se2v7f';

/** The signing secret after a create or a rotation, shown this once: copy it, with a plain warning. */
const meta = {
  title: 'Integrations/Components/WebhookSecret',
  component: WebhookSecret,
  args: { name: 'Toko daring', secret: SECRET, onClose: fn() },
} satisfies Meta<typeof WebhookSecret>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await page().findByRole('dialog', { name }));

export const Created: Story = {
  name: 'Created: the secret, copied, and "I have saved it"',
  beforeEach: () => stubClipboard(),
  play: async ({ args }) => {
    const secret = await dialog('Rahasia webhook Toko daring');
    await expect(secret.getByRole('textbox', { name: 'Rahasia penanda tangan' })).toHaveValue(SECRET);
    await expect(secret.getByText(/^Salin rahasia ini sekarang/)).toHaveTextContent('LAJU tidak akan menampilkannya lagi');
    await expect(secret.getByRole('button', { name: 'Sudah saya simpan' })).toHaveFocus();
    await userEvent.click(secret.getByRole('button', { name: 'Salin rahasia' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(SECRET);
    await expect(secret.getByRole('status')).toHaveTextContent('Rahasia disalin.');
    await userEvent.click(secret.getByRole('button', { name: 'Sudah saya simpan' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Rotated: Story = {
  args: { rotated: true, name: 'Akuntansi' },
  play: async () => {
    await expect((await dialog('Rahasia baru webhook Akuntansi')).getByRole('textbox', { name: 'Rahasia penanda tangan' })).toHaveValue(SECRET);
  },
};

export const CopyFails: Story = {
  name: 'Copy fails: the text stays to be selected by hand',
  beforeEach: () => stubClipboard(true),
  play: async () => {
    const secret = await dialog('Rahasia webhook Toko daring');
    await userEvent.click(secret.getByRole('button', { name: 'Salin rahasia' }));
    await expect(await secret.findByText('Gagal menyalin. Pilih teksnya lalu salin sendiri.')).toBeVisible();
    await expect(secret.getByRole('textbox', { name: 'Rahasia penanda tangan' })).toHaveValue(SECRET);
  },
};

export const LongName: Story = {
  args: { name: 'Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusantara' },
  play: async () => {
    await expect((await dialog('Rahasia webhook Sinkronisasi gudang mitra PT Lintas Antar Jaya Utama Nusantara')).getByRole('textbox', { name: 'Rahasia penanda tangan' })).toHaveValue(SECRET);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect((await dialog('Rahasia webhook Toko daring')).getByRole('textbox', { name: 'Rahasia penanda tangan' })).toHaveValue(SECRET);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const secret = await dialog('Secret of webhook Toko daring');
    await expect(secret.getByText(/LAJU will not show it again/)).toBeVisible();
    await expect(secret.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await expect(secret.getByRole('button', { name: 'I have saved it' })).toBeVisible();
  },
};
