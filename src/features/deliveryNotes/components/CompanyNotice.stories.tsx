import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyNotice } from './CompanyNotice';

/** Said above the notes when the company profile did not load: the brand is printed instead. */
const meta = {
  title: 'Delivery notes/CompanyNotice',
  component: CompanyNotice,
  args: { onRetry: fn() },
} satisfies Meta<typeof CompanyNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Profil perusahaan tidak dapat dimuat, jadi kepala surat jalan memakai nama LAJU.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Muat ulang profil' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Muat ulang profil' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('The company profile could not be loaded, so the notes are headed LAJU.');
    await expect(within(canvasElement).getByRole('button', { name: 'Load the profile again' })).toBeVisible();
  },
};
