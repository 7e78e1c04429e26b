import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoteHeadPreview } from './NoteHeadPreview';

/**
 * The head of a surat jalan as it would print with the company profile's text as typed
 * (docs/decisions/337-company-profile.md); without a name, the build-time brand alone.
 */
const meta = {
  title: 'Account/Components/NoteHeadPreview',
  component: NoteHeadPreview,
  parameters: { layout: 'padded' },
  args: {
    name: 'PT Laju Sentosa Logistik',
    address: 'Jl. Raya Cakung Cilincing No. 17\nJakarta Timur 13910',
    phone: '021 4601 7788',
    npwp: '012345678901000',
    logo: null,
  },
} satisfies Meta<typeof NoteHeadPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Pratinjau kepala surat jalan' });

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(within(region).getByText('PT Laju Sentosa Logistik')).toBeVisible();
    await expect(region).toHaveTextContent('Jl. Raya Cakung Cilincing No. 17');
    // The NPWP as printed, whatever way it was typed.
    await expect(region).toHaveTextContent('Telp. 021 4601 7788 · NPWP 01.234.567.8-901.000');
  },
};

export const NotFilledIn: Story = {
  name: 'Not filled in: the brand, no address line',
  args: { name: '', address: 'Jl. Tidak Tercetak 1', phone: '', npwp: '' },
  play: async ({ canvasElement }) => {
    const region = preview(canvasElement);
    await expect(within(region).getByText('LAJU')).toBeVisible();
    await expect(region).not.toHaveTextContent('Jl. Tidak Tercetak 1');
  },
};

export const NikNpwp: Story = {
  name: 'A 16-digit NPWP (the NIK) as it is',
  args: { npwp: '3171 0123 4567 8901', phone: '' },
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement)).toHaveTextContent('NPWP 3171012345678901');
  },
};

export const LongContent: Story = {
  args: {
    name: 'PT Lintas Antar Jaya Utama Nusantara Sejahtera Abadi Makmur Sentosa Logistik dan Pergudangan Tbk',
    address: `${'Kawasan Industri Pulogadung Blok III Kav. 12-14, Jl. Rawa Gelam IV, '.repeat(3)}\nJakarta Timur 13930`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(preview(canvasElement)).getByText(/^PT Lintas Antar Jaya Utama/)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Filled.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Delivery note header preview' });
    await expect(region).toHaveTextContent('Tel. 021 4601 7788 · NPWP 01.234.567.8-901.000');
  },
};
