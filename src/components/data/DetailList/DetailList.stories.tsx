import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../ui/Badge/Badge';
import { DetailList } from './DetailList';

const items = [
  { label: 'Nama pengguna', value: 'budi.santoso' },
  { label: 'Nama', value: 'Budi Santoso' },
  { label: 'Email', value: null },
  { label: 'Peran', value: 'Admin Gudang' },
  { label: 'Status', value: <Badge tone="success">Aktif</Badge> },
  { label: 'Dibuat', value: '21 Nov 2026, 14.05' },
];

const meta = {
  title: 'Data/DetailList',
  component: DetailList,
  args: { items },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

const termsAndValues = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(items.length);
    await expect(canvas.getAllByRole('definition')).toHaveLength(items.length);
    const pairs = termsAndValues(canvasElement);
    await expect(pairs[0]).toEqual(['Nama pengguna', 'budi.santoso']);
    // An empty value shows a dash, read as "Kosong".
    await expect(pairs[2]).toEqual(['Email', '—Kosong']);
    await expect(canvas.getByText('Aktif')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByText('budi.santoso')).toBeNull();
    await expect(within(canvasElement).getByText('Nama pengguna')).toBeVisible();
  },
};

/** A loading list is as tall as the loaded one (one-line values): nothing moves when data arrives. */
export const LoadingKeepsItsSize: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, alignItems: 'start' }}>
      <DetailList {...args} loading />
      <DetailList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [loading, loaded] = Array.from(canvasElement.querySelectorAll('dl'));
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(within(loaded!).getByText('budi.santoso')).toBeVisible();
    await expect(Math.abs(loading!.getBoundingClientRect().height - loaded!.getBoundingClientRect().height)).toBeLessThan(1);
  },
};

export const LongContent: Story = {
  args: {
    items: [
      { label: 'Nama', value: 'Raden Mas Bagus Hadikusumo Wiryonegoro Prawirodirdjo Soeryosoemarno Tjokroadisoerjo' },
      { label: 'Alamat', value: 'Jl. Raya Cakung Cilincing No. 123456789, Kawasan Industri Pulogadung Blok III/45\nJakarta Timur 13920', wide: true },
      { label: 'Catatan', value: 'x'.repeat(300), wide: true },
    ],
    columns: 2,
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    await expect(within(canvasElement).getByText(/Jakarta Timur 13920/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: [{ label: 'Email', value: '' }] },
  play: async ({ canvasElement }) => {
    await expect(termsAndValues(canvasElement)[0]).toEqual(['Email', '—Empty']);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Budi Santoso')).toBeVisible();
  },
};
