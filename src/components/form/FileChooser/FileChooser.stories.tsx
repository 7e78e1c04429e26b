import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileChooser } from './FileChooser';

/** A file input shown as the primary button; the real input stays reachable by keyboard. */
const meta = {
  title: 'Form/FileChooser',
  component: FileChooser,
  args: { label: 'Pilih berkas', accept: 'image/png,image/jpeg,image/webp', onChoose: fn() },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <FileChooser {...args} describedBy="limits" />
      <p id="limits">PNG, JPEG atau WebP, paling besar 5 MB.</p>
    </div>
  ),
} satisfies Meta<typeof FileChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: HTMLElement) => within(canvas).getByLabelText<HTMLInputElement>('Pilih berkas');

export const Default: Story = {
  name: 'Chosen by click or keyboard; the same file again is offered again',
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('PNG, JPEG atau WebP, paling besar 5 MB.');
    await expect(input(canvasElement)).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input(canvasElement), file);
    await userEvent.upload(input(canvasElement), file);
    await expect(args.onChoose).toHaveBeenCalledTimes(2);
    await expect(args.onChoose).toHaveBeenLastCalledWith(file);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await expect(getComputedStyle(within(canvasElement).getByText('Pilih berkas')).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(getComputedStyle(within(canvasElement).getByText('Pilih berkas')).cursor).toBe('not-allowed');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const SecondaryCamera: Story = {
  name: 'Secondary, opening the camera on a phone',
  args: { label: 'Ambil foto', variant: 'secondary', capture: 'environment' },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <FileChooser {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>('Ambil foto');
    await expect(input).toHaveAttribute('capture', 'environment');
    await expect(getComputedStyle(within(canvasElement).getByText('Ambil foto')).borderStyle).toBe('solid');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pilih berkas')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Choose a file' },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <FileChooser {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Choose a file')).toHaveAttribute('type', 'file');
  },
};
