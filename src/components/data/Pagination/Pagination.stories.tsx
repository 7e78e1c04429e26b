import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, size: 10, totalItems: 237, totalPages: 24, onPageChange: fn(), onSizeChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pagination that owns its page and size, as the list state does. */
function Controlled({ onPageChange, onSizeChange, totalItems = 237 }: { onPageChange(page: number): void; onSizeChange(size: number): void; totalItems?: number }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return (
    <Pagination
      page={page}
      size={size}
      totalItems={totalItems}
      totalPages={Math.ceil(totalItems / size)}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
        onSizeChange(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled onPageChange={args.onPageChange} onSizeChange={args.onSizeChange!} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navigasi halaman' });
    await expect(nav).toHaveTextContent('1–10 dari 237');
    await expect(canvas.getByRole('button', { name: 'Halaman pertama' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(nav).toHaveTextContent('11–20 dari 237');
    await expect(nav).toHaveTextContent('Halaman 2 dari 24');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman terakhir' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await expect(nav).toHaveTextContent('231–237 dari 237');
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman sebelumnya' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(23);
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman pertama' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const PageSize: Story = {
  render: (args) => <Controlled onPageChange={args.onPageChange} onSizeChange={args.onSizeChange!} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Baris per halaman' });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.selectOptions(select, '50');
    await expect(args.onSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('1–50 dari 237');
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Halaman 1 dari 5');
  },
};

export const Empty: Story = {
  args: { totalItems: 0, totalPages: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveTextContent('0 dari 0');
    for (const name of ['Halaman pertama', 'Halaman sebelumnya', 'Halaman berikutnya', 'Halaman terakhir']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
};

export const LargeNumbers: Story = {
  args: { page: 1234, size: 100, totalItems: 1_234_567, totalPages: 12_346 },
  play: async ({ canvasElement }) => {
    // Indonesian groups thousands with dots.
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('123.301–123.400 dari 1.234.567');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { page: 3, totalItems: 1234, totalPages: 124 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('21–30 of 1,234');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Halaman sebelumnya' })).toBeEnabled();
  },
};

export const Phone: Story = {
  name: 'Phone: large numbers on the narrowest screen, the last page within reach',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { page: 1234, size: 100, totalItems: 1_234_567, totalPages: 12_346 },
  play: async ({ canvasElement }) => {
    const last = within(canvasElement).getByRole('button', { name: 'Halaman terakhir' });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('Halaman 1.234 dari 12.346');
    await expectNoSideScroll(canvasElement);
  },
};
