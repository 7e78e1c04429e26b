import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field';
import { TextArea } from './TextArea';

function Labelled({ error, hint }: { error?: string; hint?: string }) {
  return (
    <div style={{ maxWidth: 480 }}>
      <Field label="Deskripsi" error={error} hint={hint}>
        <TextArea defaultValue="" />
      </Field>
    </div>
  );
}

/** A multi-line text control wired to its Field like TextInput. */
const meta = {
  title: 'Form/TextArea',
  component: Labelled,
  parameters: { layout: 'padded' },
  args: { hint: 'Opsional, maksimal 500 karakter.' },
} satisfies Meta<typeof Labelled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole('textbox', { name: 'Deskripsi' });
    await expect(text).toHaveAccessibleDescription('Opsional, maksimal 500 karakter.');
    await userEvent.type(text, 'Baris satu{enter}Baris dua');
    await expect(text).toHaveValue('Baris satu\nBaris dua');
  },
};

export const WithError: Story = {
  args: { error: 'Maksimal 500 karakter.' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByRole('textbox', { name: 'Deskripsi' });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Maksimal 500 karakter. Opsional, maksimal 500 karakter.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Deskripsi' })).toBeVisible();
  },
};
