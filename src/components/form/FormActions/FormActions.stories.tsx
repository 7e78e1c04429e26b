import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActions } from './FormActions';

const meta = {
  title: 'Form/FormActions',
  component: FormActions,
  args: { cancelTo: '/users' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <form
      aria-label="Pengguna"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormActions {...args} />
    </form>
  ),
} satisfies Meta<typeof FormActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn();

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/users');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Menyimpan…' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Batal' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CancelButton: Story = {
  args: { cancelTo: undefined, onCancel: fn(), submitLabel: 'Tambah pengguna' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Tambah pengguna' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
  },
};
