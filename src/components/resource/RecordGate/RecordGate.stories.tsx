import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../lib/api/errors';
import { page } from '../../../lib/testing/story-queries';
import { RecordGate } from './RecordGate';

interface Props {
  id: number | null;
  data?: { name: string };
  error?: unknown;
}

function Demo({ id, data, error }: Props) {
  return (
    <RecordGate id={id} answer={{ data, error, mutate: () => undefined }} listPath="/customers/data" ns="customers">
      {(record) => <p>Terbuka: {record.name}</p>}
    </RecordGate>
  );
}

/**
 * What a record screen shows until its record is there (decision 160), in the area's words:
 * skeleton, not found (a malformed id never asks the API), the failure with a retry, the record.
 */
const meta = { title: 'Resource kit/RecordGate', component: Demo, args: { id: 1 } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async () => {
    await expect(page().getByText('Memuat…')).toBeInTheDocument();
  },
};

export const Ready: Story = {
  args: { data: { name: 'Toko <b>Sinar</b> Jaya' } },
  play: async () => {
    await expect(page().getByText('Terbuka: Toko <b>Sinar</b> Jaya')).toBeVisible();
  },
};

export const MalformedId: Story = {
  args: { id: null },
  play: async () => {
    await expect(page().getByText('Kustomer tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data kustomer' })).toHaveAttribute('href', '/customers/data');
  },
};

export const NotFound: Story = {
  args: { error: new ApiError(404, 'NOT_FOUND', 'Customer not found') },
  play: MalformedId.play,
};

export const Failed: Story = {
  args: { error: new ApiError(500, 'INTERNAL', 'Internal server error') },
  play: async () => {
    const alert = page().getByRole('alert');
    await expect(alert).toHaveTextContent('Data kustomer gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { id: null }, play: MalformedId.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { id: null },
  play: async () => {
    await expect(page().getByText('Customer not found')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Back to customers' })).toBeVisible();
  },
};
