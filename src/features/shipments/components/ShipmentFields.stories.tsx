import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storySession } from '../../../mocks/scenarios/resources';
import { FieldsHarness } from '../../../lib/testing/FieldsHarness';
import { page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ShipmentFields, shipmentFormValues } from './ShipmentFields';

interface Props {
  values?: Record<string, unknown>;
  errors?: Record<string, string>;
  current?: Record<string, string>;
}

function Demo({ values = shipmentFormValues(), errors, current }: Props) {
  return (
    <StoryScreen
      path="/"
      session={storySession()}
      routes={[{ path: '/', title: 'Kendaraan', element: <FieldsHarness Fields={ShipmentFields} values={values} errors={errors} current={current} /> }]}
    />
  );
}

/** The shipment form's vehicle and notes: ANTAR a fleet, JEMPUT the outside plate and the driver. */
const meta = {
  title: 'Shipments/Components/ShipmentFields',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const JEMPUT = { ...shipmentFormValues(), mode: 'JEMPUT', plate: 'D 4521 XA', driverName: 'Dedi Kurniawan' };

export const Delivery: Story = {
  name: 'ANTAR',
  play: async () => {
    await expect(await page().findByRole('combobox', { name: /^Armada/ })).toHaveAttribute('aria-required', 'true');
    await expect(page().getByRole('textbox', { name: /^Nama sopir/ })).toHaveAccessibleDescription('Boleh dikosongkan.');
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    await expect(page().getByRole('textbox', { name: /^Nomor polisi/ })).toBeVisible();
  },
};

export const Pickup: Story = {
  name: 'JEMPUT',
  args: { values: JEMPUT },
  play: async () => {
    await expect(await page().findByRole('textbox', { name: /^Nomor polisi/ })).toHaveValue('D 4521 XA');
    await expect(page().queryByRole('combobox', { name: /^Armada/ })).toBeNull();
  },
};

export const WithErrors: Story = {
  args: { values: { ...JEMPUT, plate: null, driverName: null }, errors: { plate: 'Nomor polisi kendaraan luar wajib diisi.', driverName: 'Nama sopir wajib diisi untuk jemput.' } },
  play: async () => {
    await expect(await page().findByRole('textbox', { name: /^Nomor polisi/ })).toHaveAccessibleDescription(/wajib diisi/);
    await expect(page().getByRole('textbox', { name: /^Nama sopir/ })).toBeInvalid();
  },
};

export const VersionConflict: Story = {
  args: { values: { ...JEMPUT, notes: 'Punya saya' }, current: { notes: 'Nilai terbaru di server: Punya mereka' } },
  play: async () => {
    await expect(await page().findByRole('textbox', { name: /^Catatan internal/ })).toHaveValue('Punya saya');
    await expect(page().getByText('Nilai terbaru di server: Punya mereka')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { values: { ...JEMPUT, driverName: 'Raden Mas Bagus Setyo Wicaksono Adiningrat Kusumo Hadiningrat Sastrowardoyo', notes: 'Muat di dok 3. '.repeat(60) } },
  play: async ({ canvasElement }) => {
    await page().findByRole('textbox', { name: /^Catatan internal/ });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Delivery.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await page().findByRole('combobox', { name: /^Fleet/ })).toBeVisible();
    await expect(page().getByRole('combobox', { name: /^Mode/ })).toHaveDisplayValue('Delivery (company fleet)');
  },
};
