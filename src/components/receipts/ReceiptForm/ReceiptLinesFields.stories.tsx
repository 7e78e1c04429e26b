import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { ReceiptLinesFields } from './ReceiptLinesFields';
import { receiptDefaults, type ReceiptFormLine, type ReceiptFormValues } from './receipt-form-model';

const LINES: ReceiptFormLine[] = [
  { deliveryOrderLineId: 41, itemName: 'Tepung Terigu', unit: 'KARUNG', shipped: 20 },
  { deliveryOrderLineId: 42, itemName: 'Air Mineral Galon', unit: 'PCS', shipped: 50 },
];

/** The lines in a form of their own (react-hook-form, as the receipt form holds them). */
function Lines({ lines = LINES, errors = {} }: { lines?: ReceiptFormLine[]; errors?: Record<string, string> }) {
  const form = useForm<ReceiptFormValues>({ defaultValues: receiptDefaults(lines) });
  const values = form.watch('lines');
  return <ReceiptLinesFields lines={lines} values={values} register={form.register} errorText={(field) => errors[field]} />;
}

/**
 * What arrived per line of a note, on its own: every line received in full by default; a reason
 * is asked only for a line received short; the form's errors under their fields.
 */
const meta = {
  title: 'Receipts/ReceiptLinesFields',
  component: Lines,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Lines>;
export default meta;
type Story = StoryObj<typeof meta>;

const received = (canvasElement: HTMLElement, item: string) => within(canvasElement).getByRole('spinbutton', { name: new RegExp(`^(Diterima|Received) ${item}`) });

export const Default: Story = {
  name: 'Every line received in full; no reason asked',
  play: async ({ canvasElement }) => {
    await expect(received(canvasElement, 'Tepung Terigu')).toHaveValue(20);
    await expect(received(canvasElement, 'Tepung Terigu')).toHaveAccessibleDescription('Dikirim 20 KARUNG');
    await expect(received(canvasElement, 'Air Mineral Galon')).toHaveValue(50);
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const Short: Story = {
  name: 'A line received short: its reason is asked, with what is short',
  play: async ({ canvasElement }) => {
    await userEvent.clear(received(canvasElement, 'Tepung Terigu'));
    await userEvent.type(received(canvasElement, 'Tepung Terigu'), '18');
    const reason = within(canvasElement).getByRole('combobox', { name: /^Alasan Tepung Terigu/ });
    await expect(reason).toHaveAccessibleDescription('Kurang 2 KARUNG');
    await userEvent.selectOptions(reason, 'Rusak');
    await expect(reason).toHaveDisplayValue('Rusak');
  },
};

export const Errors: Story = {
  name: "The form's errors under their fields",
  args: { errors: { 'lines.0.received': 'Tidak boleh lebih dari yang dikirim.' } },
  play: async ({ canvasElement }) => {
    await expect(received(canvasElement, 'Tepung Terigu')).toHaveAccessibleDescription(/Tidak boleh lebih dari yang dikirim\./);
    await expect(received(canvasElement, 'Tepung Terigu')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongContent: Story = {
  name: 'Long item names and many lines',
  args: {
    lines: Array.from({ length: 8 }, (_, index) => ({ deliveryOrderLineId: 100 + index, itemName: `Barang dengan nama yang sangat panjang sekali nomor ${index + 1} untuk gudang pusat`, unit: 'KARTON', shipped: 1000 * (index + 1) })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('spinbutton')).toHaveLength(8);
  },
};

export const English: Story = {
  name: 'English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(received(canvasElement, 'Tepung Terigu')).toHaveAccessibleDescription('Shipped 20 KARUNG');
  },
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(received(canvasElement, 'Air Mineral Galon')).toHaveValue(50);
  },
};
