import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { shipmentStore, shipmentView } from '../../../mocks/db/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { CompletedNotice } from './CompletedNotice';

/** Shipment `id` of the mock as the screen has it (read at render time, after the preview's reset). */
function Demo({ id, role, permissions }: { id: number; role?: SeededRoleName; permissions?: string[] }) {
  const notice = <CompletedNotice shipment={shipmentView(shipmentStore.find(id)!)} />;
  return <StoryScreen path="/" session={storySession(role, permissions)} routes={[{ path: '/', title: 'Ubah Pengiriman', element: notice }]} />;
}

/** What the edit and DO screens show for a completed (read-only) shipment instead of a form. */
const meta = {
  title: 'Shipments/Components/CompletedNotice',
  component: Demo,
  parameters: { router: false },
  args: { id: 1 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const notice = await page().findByRole('region', { name: 'S-000001 sudah selesai' });
    await expect(notice).toHaveTextContent('Pengiriman ini sudah selesai (foto bukti sudah diunggah) dan tidak dapat diubah lagi.');
    await expect(page().getByRole('link', { name: 'Lihat detail pengiriman' })).toHaveAttribute('href', '/shipments/1/detail');
    await expect(page().queryByRole('textbox')).toBeNull();
  },
};

export const WithoutDetail: Story = {
  name: 'Without read-shipment: no link to the detail',
  args: { permissions: ['update-shipment'] },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'S-000001 sudah selesai', level: 2 })).toBeVisible();
    await expect(page().queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const notice = await page().findByRole('region', { name: 'S-000001 is completed' });
    await expect(notice).toHaveTextContent('This shipment is completed (its proof photo was uploaded) and can no longer be changed.');
    await expect(page().getByRole('link', { name: "See the shipment's details" })).toHaveAttribute('href', '/shipments/1/detail');
  },
};
