import type { Meta, StoryObj } from '@storybook/react-vite';
import { useParams } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import type { Customer } from '../../../../contract/customers';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { parseId } from '../../../lib/route-params';
import { useRecord } from '../../../lib/resource/api';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import { RecordGate } from '../RecordGate/RecordGate';
import { ResourceDetail } from './ResourceDetail';

function Thing({ withLog, withEdit }: { withLog: boolean; withEdit: boolean }) {
  const id = parseId(useParams().id);
  const answer = useRecord<Customer>(CUSTOMERS.api, id);
  return (
    <RecordGate id={id} answer={answer} listPath="/things" ns="customers">
      {(record) => (
        <ResourceDetail
          title={record.name}
          items={[
            { id: 'name', label: 'Nama', value: record.name },
            { id: 'email', label: 'Email', value: record.email },
            { id: 'address', label: 'Alamat', value: record.address, wide: true },
          ]}
          editPath={withEdit ? `/things/${record.id}/edit` : undefined}
          related={<p>Data terkait tampil di sini.</p>}
          log={withLog ? { path: CUSTOMERS.api, ns: 'customers', recordId: record.id } : undefined}
        />
      )}
    </RecordGate>
  );
}

function Demo({ path = '/things/2', withLog = true, withEdit = true }: { path?: string; withLog?: boolean; withEdit?: boolean }) {
  return <StoryScreen path={path} session={storySession()} routes={[{ path: '/things/:id', title: 'Contoh', element: <Thing withLog={withLog} withEdit={withEdit} /> }]} />;
}

/**
 * The detail screen every resource area composes (decision 170), behind RecordGate (decision 160:
 * skeleton, not found for a malformed or unknown id, error with retry, 403 → /404): the fields,
 * related records, and the record's change log with its own pages (`log.page`).
 */
const meta = {
  title: 'Resource kit/ResourceDetail',
  component: Demo,
  parameters: { router: false },
  beforeEach() {
    changedElsewhere.customer(2, { email: 'maju@contoh.id' });
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'CV Maju Bersama' });
    await expect(page().getByText('Data terkait tampil di sini.')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/things/2/edit');
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Diubah')).toBeVisible();
    await expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toContain('Email: kosong → menjadi maju@contoh.id');
  },
};

export const WithoutLogAndEdit: Story = {
  args: { withLog: false, withEdit: false },
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'CV Maju Bersama' });
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(page().queryByRole('table', { name: 'Riwayat perubahan' })).toBeNull();
  },
};

export const MalformedId: Story = {
  name: 'Malformed id: not found, never asked',
  args: { path: '/things/abc' },
  play: async () => {
    await expect(await page().findByText('Kustomer tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data kustomer' })).toHaveAttribute('href', '/things');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').error('one', 1));
  },
  play: async () => {
    await userEvent.click(within(await page().findByRole('alert')).getByRole('button', { name: 'Coba lagi' }));
    await page().findByRole('heading', { level: 2, name: 'CV Maju Bersama' });
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await page().findByRole('heading', { level: 2, name: 'CV Maju Bersama' });
    await expect(page().getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(await page().findByRole('table', { name: 'Change log' })).toBeVisible();
  },
};
