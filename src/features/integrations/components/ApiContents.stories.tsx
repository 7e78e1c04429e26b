import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OPENAPI_SAMPLE } from '../../../mocks/data/openapi-sample';
import { ApiContents } from './ApiContents';
import { readReference, type Json } from './ApiDocument';

const groups = readReference(OPENAPI_SAMPLE as unknown as Json).groups;

/** The table of contents: each tag under its area's menu name, with how many operations it shows. */
const meta = {
  title: 'Integrations/Components/ApiContents',
  component: ApiContents,
  parameters: { layout: 'padded' },
  args: { groups },
} satisfies Meta<typeof ApiContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Daftar isi' }));
    await expect(nav.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['auth1 operasi', 'Kustomer3 operasi', 'DO1 operasi', 'Pengiriman1 operasi']);
    await expect(nav.getByRole('link', { name: 'Kustomer' })).toHaveAttribute('href', '/#tag-customers');
  },
};

export const Untagged: Story = {
  args: { groups: [{ tag: null, operations: groups[0]!.operations }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Lainnya' })).toHaveAttribute('href', '/#tag-untagged');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Pengiriman' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Contents' }));
    await expect(nav.getByRole('link', { name: 'Customers' }).parentElement).toHaveTextContent('Customers3 operations');
    await expect(nav.getByRole('link', { name: 'auth' }).parentElement).toHaveTextContent('auth1 operation');
  },
};
