import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../Field/Field';
import { AsyncPicker, type PickerOption, type PickerValue } from './AsyncPicker';

const customers: PickerOption[] = [
  { value: 1, label: 'PT Sinar Jaya', description: 'Bekasi' },
  { value: 2, label: 'CV Maju Bersama', description: 'Cikarang' },
  { value: 3, label: 'Toko Bangunan Sentosa', description: 'Jakarta Timur' },
  { value: 4, label: 'PT Sinar Abadi Logistik', description: 'Tangerang' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const search = (query: string) => customers.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));

const loadFast = fn(async (query: string) => {
  await wait(20);
  return search(query);
});

/** The picker with its value held the way react-hook-form's Controller holds it. */
function Picker(props: Partial<ComponentProps<typeof AsyncPicker>> & { initial?: PickerValue | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<PickerValue | null>(initial);
  return (
    <div style={{ maxWidth: 420, minHeight: 320 }}>
      <Field label="Pelanggan" hint="Ketik nama pelanggan.">
        <AsyncPicker
          load={loadFast}
          {...rest}
          value={value}
          onChange={(next, option) => {
            setValue(next);
            rest.onChange?.(next, option);
          }}
        />
      </Field>
      <output aria-label="Nilai">{value === null ? 'kosong' : String(value)}</output>
    </div>
  );
}

const meta = {
  title: 'Form/AsyncPicker',
  component: AsyncPicker,
  args: { value: null, onChange: fn(), load: loadFast },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    loadFast.mockClear();
  },
} satisfies Meta<typeof AsyncPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSelection: Story = {
  render: (args) => <Picker onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pelanggan' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Opening lists the first results at once; typing searches once for the whole word.
    await userEvent.click(input);
    await expect(await canvas.findAllByRole('option')).toHaveLength(4);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(input, 'sinar');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(2));
    await expect(loadFast).toHaveBeenCalledTimes(2);
    await expect(loadFast).toHaveBeenLastCalledWith('sinar', expect.any(AbortSignal));
    const listbox = canvas.getByRole('listbox', { name: 'Pelanggan' });
    const options = within(listbox).getAllByRole('option');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    // Wraps to the top.
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(4, customers[3]);
    await expect(input).toHaveValue('PT Sinar Abadi Logistik');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status', { name: 'Nilai' })).toHaveTextContent('4');
  },
};

export const EscapeRestoresTheChoice: Story = {
  render: () => <Picker initial={2} selectedLabel="CV Maju Bersama" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pelanggan' });
    await expect(input).toHaveValue('CV Maju Bersama');
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}toko');
    await canvas.findByRole('option', { name: /Toko Bangunan/ });
    // The first Escape closes the list and keeps what was typed; the second drops it.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('toko');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('CV Maju Bersama');
    await expect(canvas.getByRole('status', { name: 'Nilai' })).toHaveTextContent('2');
    // The clear button empties the choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus pilihan' }));
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('status', { name: 'Nilai' })).toHaveTextContent('kosong');
  },
};

export const TabAfterPickLeavesThePicker: Story = {
  name: 'Tab after a pick goes to the next field, not the clear button',
  render: () => (
    <>
      <Picker />
      <button type="button">Berikutnya</button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pelanggan' });
    await userEvent.click(input);
    await userEvent.keyboard('maju');
    await canvas.findByRole('option', { name: /CV Maju Bersama/ });
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('CV Maju Bersama');
    const clear = canvas.getByRole('button', { name: 'Hapus pilihan' });
    await expect(clear).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Berikutnya' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Nilai' })).toHaveTextContent('2');
    // Still a button for the pointer.
    await userEvent.click(clear);
    await expect(canvas.getByRole('status', { name: 'Nilai' })).toHaveTextContent('kosong');
    await expect(input).toHaveFocus();
  },
};

export const UnavailableOptions: Story = {
  name: 'Options already chosen elsewhere are marked and cannot be chosen',
  render: () => <Picker unavailableValues={[1, 2]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pelanggan' });
    await userEvent.click(input);
    const taken = await canvas.findByRole('option', { name: /PT Sinar Jaya.*Sudah dipilih/ });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    // The first choosable option is the active one; the keys pass over the others.
    const options = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.click(taken);
    await expect(canvas.getByRole('status', { name: 'Nilai' })).toHaveTextContent('kosong');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Nilai' })).toHaveTextContent('3');
  },
};

export const MouseSelection: Story = {
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Pelanggan' }));
    // Opening without typing lists the first results at once.
    await userEvent.click(await canvas.findByRole('option', { name: /CV Maju Bersama/ }));
    await expect(canvas.getByRole('combobox', { name: 'Pelanggan' })).toHaveValue('CV Maju Bersama');
  },
};

const loadSlow = () => wait(60_000).then(() => customers);

export const Loading: Story = {
  render: () => <Picker load={loadSlow} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Pelanggan' }));
    await expect(await canvas.findByText('Mencari…')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Pelanggan' }), 'zzz');
    await expect(await canvas.findByText('Tidak ada hasil')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

let failures = 0;
const loadFlaky = async (query: string) => {
  await wait(10);
  failures += 1;
  if (failures % 2 === 1) throw new Error('offline');
  return search(query);
};

export const ErrorWithRetry: Story = {
  render: () => <Picker load={loadFlaky} />,
  play: async ({ canvasElement }) => {
    failures = 0;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Pelanggan' }));
    await expect(await canvas.findByText('Pencarian gagal.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(4));
  },
};

export const LongContent: Story = {
  render: () => (
    <Picker
      load={async () => [
        { value: 1, label: 'PT Sinar Jaya Abadi Sentosa Makmur Sejahtera Logistik Internasional Indonesia Tbk', description: 'Kawasan Industri Jababeka II Blok CC No. 12A, Cikarang Utara, Kabupaten Bekasi' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Pelanggan' }));
    await userEvent.click(await canvas.findByRole('option', { name: /Tbk/ }));
    await expect(canvas.getByRole('combobox', { name: 'Pelanggan' })).toHaveValue(
      'PT Sinar Jaya Abadi Sentosa Makmur Sejahtera Logistik Internasional Indonesia Tbk',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pelanggan' });
    await expect(input).toHaveAttribute('placeholder', 'Type to search…');
    await userEvent.type(input, 'zzz');
    await expect(await canvas.findByText('No results')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Pelanggan' }), 'pt');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(2));
  },
};
