import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field';
import { Select } from './Select';

const options = [
  { value: '1', label: 'Master' },
  { value: '2', label: 'Admin Gudang' },
  { value: '3', label: 'Sopir', disabled: true },
];

const meta = {
  title: 'Form/Select',
  component: Select,
  args: { options, placeholder: 'Pilih peran…', onChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <Field label="Peran" error={undefined}>
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Peran' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Admin Gudang');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(within(select).getByRole('option', { name: 'Sopir' })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Peran" error="Pilihan tidak valid." required>
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Peran/ });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Pilihan tidak valid.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { placeholder: 'Choose…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Choose…' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Peran' })).toBeVisible();
  },
};
