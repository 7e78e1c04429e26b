import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Me } from '../../../../contract/me';
import { ProfileDetails } from './ProfileDetails';

const me: Me = {
  id: 7,
  username: 'sari.w',
  name: 'Sari Wulandari',
  email: 'sari@laju.example',
  roleId: 5,
  roleName: 'Admin Gudang',
  active: true,
  version: 4,
  createdAt: '2025-03-14T02:30:00Z',
  updatedAt: '2025-06-01T02:30:00Z',
};

/** The signed-in user's own data. */
const meta = {
  title: 'Account/Components/ProfileDetails',
  component: ProfileDetails,
  parameters: { layout: 'padded' },
  args: { me },
} satisfies Meta<typeof ProfileDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'Nama pengguna')).toBe('sari.w');
    await expect(value(canvasElement, 'Peran')).toBe('Admin Gudang');
    await expect(value(canvasElement, 'Anggota sejak')).toBe('14 Mar 2025');
  },
};

export const WithoutEmail: Story = {
  args: { me: { ...me, email: null } },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'Email')).toBe('—Kosong');
  },
};

export const Loading: Story = {
  args: { me: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongContent: Story = {
  args: { me: { ...me, name: 'Raden Ajeng Kartika Dewi Sekar Ayu Wulandari Kusumaningrum', email: `${'sangat.panjang.'.repeat(8)}@laju.example` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Raden Ajeng/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'Member since')).toBe('14 Mar 2025');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(value(canvasElement, 'Nama')).toBe('Sari Wulandari');
  },
};
