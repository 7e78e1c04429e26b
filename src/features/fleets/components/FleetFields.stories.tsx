import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldsHarness } from '../../../lib/testing/FieldsHarness';
import { FleetFields, fleetFormValues } from './FleetFields';

/** The fleet form's fields on their own: plate (tidied when left), model, capacity, active. */
const meta = {
  title: 'Fleets/Components/FleetFields',
  component: FieldsHarness,
  args: { Fields: FleetFields, values: fleetFormValues() },
} satisfies Meta<typeof FieldsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: HTMLElement, name: RegExp) => within(canvas).getByRole('textbox', { name });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nomor polisi/)).toBeRequired();
    await expect(box(canvasElement, /^Model/)).toBeRequired();
    await expect(within(canvasElement).getByRole('switch', { name: /Aktif/ })).toBeChecked();
  },
};

export const PlateTidiedOnLeaving: Story = {
  play: async ({ canvasElement }) => {
    const plate = box(canvasElement, /^Nomor polisi/);
    await userEvent.type(plate, 'b  1234   xyz');
    await userEvent.tab();
    await expect(plate).toHaveValue('B 1234 XYZ');
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...fleetFormValues(), plate: '1234', capacityKg: -5 },
    errors: { plate: 'Nomor polisi harus seperti AB 1234 CD.', capacityKg: 'Kapasitas harus lebih dari 0 kg.' },
  },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nomor polisi/)).toBeInvalid();
    await expect(box(canvasElement, /^Nomor polisi/)).toHaveAccessibleDescription(/AB 1234 CD/);
    await expect(box(canvasElement, /^Kapasitas/)).toHaveAccessibleDescription(/lebih dari 0/);
  },
};

export const Inactive: Story = {
  args: { values: { ...fleetFormValues(), plate: 'B 9001 TUA', model: 'Isuzu Elf 2009', active: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: /Aktif/ })).not.toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox').length).toBe(3);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, /^Nomor polisi/)).toBeVisible();
  },
};
