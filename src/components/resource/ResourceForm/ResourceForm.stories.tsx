import type { Meta, StoryObj } from '@storybook/react-vite';
import { useNavigate } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import { createCustomerSchema, updateCustomerSchema, type Customer } from '../../../../contract/customers';
import { customerStore } from '../../../mocks/db/resources';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { useCreate, useUpdate } from '../../../lib/resource/api';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import { Field } from '../../form/Field/Field';
import { TextInput } from '../../form/TextInput/TextInput';
import { ResourceForm } from './ResourceForm';

const FIELDS = ['name', 'phone'] as const;

function Things({ edit }: { edit: boolean }) {
  const create = useCreate<Customer, unknown>(CUSTOMERS.api);
  const update = useUpdate<Customer, unknown>(CUSTOMERS.api);
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
      detailRoute={{ path: '/things/:thingId/detail', permissions: ['read-customer'] }}
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

/** The browser's Back button: a POP navigation to the page before. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Kembali (browser)
    </button>
  );
}

function Demo({ edit = false }: { edit?: boolean }) {
  return (
    <StoryScreen
      path="/things/form"
      before={['/things']}
      session={storySession()}
      routes={[
        {
          path: '/things/form',
          title: 'Contoh',
          element: (
            <>
              <Things edit={edit} />
              <BrowserBack />
            </>
          ),
        },
        { path: '/things/:thingId/detail', title: 'Detail contoh', element: null },
      ]}
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
    // The record just saved, not the list.
    await expectLocation(`/things/${customerStore.rows.at(-1)!.id}/detail`);
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

export const UnsavedBack: Story = {
  name: "The browser's Back with unsaved input asks first",
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Setengah');
    await userEvent.click(page().getByRole('button', { name: 'Kembali (browser)' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expectLocation('/things/form');
    await expect(field('Nama')).toHaveValue('Setengah');
    await userEvent.click(page().getByRole('button', { name: 'Kembali (browser)' }));
    await userEvent.click(within(await page().findByRole('alertdialog')).getByRole('button', { name: 'Tinggalkan' }));
    await expectLocation('/things');
  },
};

export const SaveAndAddAnother: Story = {
  name: 'Create: "Simpan & tambah lagi" saves and opens an empty form',
  play: async () => {
    await form();
    await userEvent.type(field('Nama'), 'Contoh Pertama');
    await userEvent.click(page().getByRole('button', { name: 'Simpan & tambah lagi' }));
    await expect(await page().findByText('Tersimpan: Contoh Pertama')).toBeVisible();
    await expectLocation('/things/form');
    await expect(field('Nama')).toHaveValue('');
    await expect(field('Nama')).toHaveFocus();
  },
};

export const EditHasNoAddAnother: Story = {
  name: 'Edit: no "Simpan & tambah lagi"',
  args: { edit: true },
  play: async () => {
    await form();
    await expect(page().queryByRole('button', { name: 'Simpan & tambah lagi' })).toBeNull();
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
