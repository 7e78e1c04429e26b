import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createCustomerSchema, updateCustomerSchema, type Customer } from '../../../../contract/customers';
import { customerStore } from '../../../mocks/db/resources';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { useCreate, useUpdate } from '../../../lib/resource/api';
import { StoryScreen } from '../../../lib/testing/StoryScreen';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import { Field } from '../../form/Field/Field';
import { TextInput } from '../../form/TextInput/TextInput';
import { ResourceForm } from './ResourceForm';

const FIELDS = ['name', 'phone'] as const;

function Things({ edit }: { edit: boolean }) {
  const create = useCreate<Customer, unknown>('/api/customers');
  const update = useUpdate<Customer, unknown>('/api/customers');
  const record = edit ? customerStore.find(1) : undefined;
  const strict = edit ? updateCustomerSchema.pick({ version: true, name: true, phone: true }) : createCustomerSchema.pick({ name: true, phone: true });
  return (
    <ResourceForm
      ns="customers"
      label="Formulir contoh"
      schema={strict}
      fields={FIELDS}
      defaultValues={{ name: record?.name ?? '', phone: record?.phone ?? '' }}
      record={record ? { ...record } : undefined}
      create={create}
      update={update}
      listPath="/things"
      savedText={(saved) => `Tersimpan: ${saved.name}`}
    >
      {({ form, errorText, currentValue }) =>
        FIELDS.map((name) => (
          <Field key={name} label={name === 'name' ? 'Nama' : 'Telepon'} required={name === 'name'} error={errorText(name)} currentValue={currentValue(name)}>
            <TextInput {...form.register(name)} />
          </Field>
        ))
      }
    </ResourceForm>
  );
}

function Demo({ edit = false }: { edit?: boolean }) {
  return (
    <StoryScreen
      path="/things/form"
      session={storySession()}
      routes={[{ path: '/things/form', title: 'Contoh', element: <Things edit={edit} /> }]}
      stubs={[{ path: '/things', title: 'Daftar contoh', element: null }]}
    />
  );
}

/**
 * The form screen every resource area composes (decision 170) over the customers endpoint with two
 * fields: the contract's schema in the browser with the area's messages, the server's field
 * errors on their fields, an Idempotency-Key on create, only changed fields with the version on
 * edit, the conflict notice keeping the input, the unsaved-changes question, toast and back.
 */
const meta = { title: 'Resource kit/ResourceForm', component: Demo, parameters: { router: false } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: 'Formulir contoh' });
const field = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Create: Story = {
  play: async () => {
    await form();
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Nama kustomer wajib diisi.')).toBeVisible();
    await userEvent.type(field('Nama'), 'Contoh Baru');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Tersimpan: Contoh Baru')).toBeVisible();
    await expectLocation('/things');
  },
};

export const ServerFieldError: Story = {
  name: 'Server field error on its field',
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'cv maju bersama');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText(/^Nama kustomer ini sudah dipakai/)).toBeVisible();
    await expect(field('Nama')).toHaveFocus();
  },
};

export const Saving: Story = {
  name: 'Submit disabled while saving',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').slowSave(60_000));
  },
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Contoh Lambat');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByRole('button', { name: /Menyimpan/ })).toBeDisabled();
  },
};

export const EditConflict: Story = {
  name: 'Edit: a version conflict keeps the input',
  args: { edit: true },
  play: async () => {
    await form();
    changedElsewhere.customer(1, { phone: '0800 1111 222' });
    await userEvent.clear(field('Telepon'));
    await userEvent.type(field('Telepon'), '0800 3333 444');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(within(notice).getByRole('table')).toHaveTextContent('0800 1111 222');
    await expect(field('Telepon')).toHaveAccessibleDescription(/Nilai terbaru di server: 0800 1111 222/);
    await expect(field('Telepon')).toHaveValue('0800 3333 444');
  },
};

export const Unsaved: Story = {
  name: 'Leaving with unsaved input asks first',
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'x');
    await userEvent.click(page().getByRole('link', { name: 'Batal' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tinggalkan' }));
    await expectLocation('/things');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Create.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await userEvent.click(page().getByRole('button', { name: 'Save' }));
    await expect(await page().findByText("Enter the customer's name.")).toBeVisible();
  },
};
