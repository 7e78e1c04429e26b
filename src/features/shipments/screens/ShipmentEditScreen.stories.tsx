import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shipmentStore } from '../../../mocks/db/delivery';
import { nextTime } from '../../../mocks/db/logs';
import { resourceScenarios } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentsScreens } from '../testing/ShipmentsScreens';

function ShipmentsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentsScreens path={path} session={storySession(role, permissions)} />;
}

/**
 * /shipments/:id/edit: the vehicle and notes with the version they were loaded at, until the
 * shipment is completed. S-000008 is JEMPUT (B 9034 TRC, Cecep Hidayat); S-000009 ANTAR.
 */
const meta = {
  title: 'Shipments/Screens/Edit shipment',
  component: ShipmentsStory,
  parameters: { router: false },
  args: { path: '/shipments/8/edit' },
} satisfies Meta<typeof ShipmentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir ubah pengiriman S-0000\d\d|Edit shipment S-/ });
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: /^(Simpan|Save)$/ }));
const box = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async () => {
    await form();
    await expect(page().getByRole('combobox', { name: /^Mode/ })).toHaveValue('JEMPUT');
    await expect(box('Nomor polisi')).toHaveValue('B 9034 TRC');
    await expect(box('Nama sopir')).toHaveValue('Cecep Hidayat');
  },
};

export const Saved: Story = {
  name: "Notes changed: saved with the version, toast, the shipment's page",
  play: async () => {
    await form();
    await userEvent.type(box('Catatan internal'), 'Sopir baru');
    await save();
    await expect(await page().findByText('Perubahan pada S-000008 disimpan.')).toBeVisible();
    await expectLocation(`/shipments/8/detail`);
    await expect(shipmentStore.find(8)).toEqual(expect.objectContaining({ plate: 'B 9034 TRC', driverName: 'Cecep Hidayat', notes: 'Sopir baru', version: 2 }));
  },
};

export const ToDelivery: Story = {
  name: 'JEMPUT to ANTAR: a fleet instead of the plate',
  play: async () => {
    await form();
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'ANTAR');
    await save();
    await expect(await page().findByText('Pilih armada untuk pengiriman antar.')).toBeVisible();
    const picker = page().getByRole('combobox', { name: /^Armada/ });
    await userEvent.type(picker, 'D 8456');
    await userEvent.click(await page().findByRole('option', { name: /D 8456 CD/ }));
    await save();
    await expectLocation(`/shipments/8/detail`);
    await expect(shipmentStore.find(8)).toEqual(expect.objectContaining({ mode: 'ANTAR', fleetId: 2, plate: null }));
  },
};

export const VersionConflict: Story = {
  name: 'Changed elsewhere meanwhile: both values, the input kept',
  play: async () => {
    await form();
    await userEvent.type(box('Catatan internal'), 'Punya saya');
    Object.assign(shipmentStore.find(8)!, { notes: 'Punya mereka', version: 2, updatedAt: nextTime() });
    await save();
    await expect(await page().findByRole('alert')).toHaveTextContent('Data ini baru saja diubah orang lain');
    await expect(box('Catatan internal')).toHaveValue('Punya saya');
    await expect(page().getByText('Nilai terbaru di server: Punya mereka')).toBeVisible();
  },
};

export const CompletedMeanwhile: Story = {
  name: 'Completed while the form was open: SHIPMENT_COMPLETED in words',
  play: async () => {
    await form();
    await userEvent.type(box('Catatan internal'), 'Terlambat');
    Object.assign(shipmentStore.find(8)!, { status: 'SELESAI', completedAt: nextTime() });
    await save();
    await expect(await page().findByRole('alert')).toHaveTextContent('Pengiriman ini sudah selesai (foto bukti sudah diunggah) dan tidak dapat diubah lagi.');
  },
};

export const Completed: Story = {
  name: 'A completed shipment: read-only, said so',
  args: { path: '/shipments/1/edit' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'S-000001 sudah selesai' })).toBeVisible();
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Ubah Pengiriman')).toBeVisible();
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/shipments/99999999999/edit' },
  play: async () => {
    await expect(await page().findByText('Pengiriman tidak ditemukan')).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'A 403 page load goes to /404',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/shipments/9/edit' },
  play: async () => {
    await form();
    await expect(page().getByRole('combobox', { name: /^Fleet/ })).toBeVisible();
    await expect(page().getByRole('combobox', { name: /^Mode/ })).toHaveDisplayValue('Delivery (company fleet)');
  },
};
