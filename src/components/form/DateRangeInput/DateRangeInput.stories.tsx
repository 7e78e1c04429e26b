import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeInput, type DateRange } from './DateRangeInput';

const meta = {
  title: 'Form/DateRangeInput',
  component: DateRangeInput,
  args: { value: {}, onChange: fn() },
  parameters: { layout: 'padded' },
  render: function Render(args) {
    const [value, setValue] = useState<DateRange>(args.value);
    return (
      <DateRangeInput
        {...args}
        value={value}
        onChange={(range) => {
          setValue(range);
          args.onChange(range);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Rentang tanggal' });
    await userEvent.type(within(group).getByLabelText('Dari tanggal'), '2026-03-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-01' });
    await userEvent.type(within(group).getByLabelText('Sampai tanggal'), '2026-03-01');
    // A one-day range is a valid range.
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-01', end: '2026-03-01' });
  },
};

export const EndBeforeStart: Story = {
  args: { value: { start: '2026-03-10' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByLabelText('Sampai tanggal');
    await userEvent.type(end, '2026-03-01');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tanggal akhir tidak boleh sebelum tanggal awal.');
    await expect(end).toBeInvalid();
    // The backwards range never reaches the list.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(end);
    await userEvent.type(end, '2026-03-20');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-10', end: '2026-03-20' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Date range' });
    await expect(within(group).getByLabelText('From date')).toBeVisible();
    await expect(within(group).getByLabelText('To date')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: { start: '2026-01-01', end: '2026-01-31' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Dari tanggal')).toHaveValue('2026-01-01');
  },
};
