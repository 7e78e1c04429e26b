import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { RecordStatus } from '../../../../contract/lists-values';
import { RecordStatusBadge, RecordStatusFilter } from './RecordStatus';

function Status() {
  const [value, setValue] = useState<RecordStatus | undefined>(undefined);
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16, maxWidth: 320 }}>
      <RecordStatusFilter value={value} onChange={setValue} />
      <output>{value ?? 'all'}</output>
      <span>
        <RecordStatusBadge active /> <RecordStatusBadge active={false} />
      </span>
    </div>
  );
}

/** The active flag of customers, items and fleets: its badge and the lists' status filter (decision 330). */
const meta = { title: 'Resource/RecordStatus', component: Status } satisfies Meta<typeof Status>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aktif', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Nonaktif', { selector: 'span' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Nonaktif');
    await expect(canvas.getByRole('status')).toHaveTextContent('inactive');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Semua');
    await expect(canvas.getByRole('status')).toHaveTextContent('all');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inactive', { selector: 'span' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Active');
    await expect(canvas.getByRole('status')).toHaveTextContent('active');
  },
};
