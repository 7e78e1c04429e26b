import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field';
import { TextInput } from './TextInput';

const meta = {
  title: 'Form/TextInput',
  component: TextInput,
  args: { onChange: fn(), 'aria-label': 'Nama' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nama' });
    await userEvent.type(input, 'Budi');
    await expect(input).toHaveValue('Budi');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const InField: Story = {
  args: { 'aria-label': undefined, type: 'email' },
  render: (args) => (
    <Field label="Email" hint="Opsional.">
      <TextInput {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('Opsional.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'budi.santoso' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nama' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { placeholder: 'Nama lengkap' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByPlaceholderText('Nama lengkap')).toBeVisible();
  },
};
