import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import { createCustomerSchema, updateCustomerSchema, type Customer } from '../../../../contract/customers';
import { customerStore } from '../../../mocks/db/resources';
import { storySession } from '../../../mocks/scenarios/resources';
import { routes } from '../../../lib/routes/routes';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import { Field } from '../../form/Field/Field';
import { TextInput } from '../../form/TextInput/TextInput';
import type { ResourceFormFields } from '../ResourceForm/ResourceForm';
import { AreaCreateForm, AreaEditForm, type AreaFormDef } from './AreaForm';

/** Two of the customers' fields: the kit brings everything else from the declaration. */
function NameAndNotes({ form, errorText, currentValue }: ResourceFormFields) {
  const { t } = useTranslation(CUSTOMERS.key);
  return (
    <>
      <Field label={t('fields.name')} error={errorText('name')} currentValue={currentValue('name')} required>
        <TextInput autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={t('fields.notes')} error={errorText('notes')} currentValue={currentValue('notes')}>
        <TextInput autoComplete="off" {...form.register('notes')} />
      </Field>
    </>
  );
}

const FORM: AreaFormDef<Customer> = {
  area: CUSTOMERS,
  create: createCustomerSchema,
  update: updateCustomerSchema,
  fields: ['name', 'notes'],
  values: (customer) => ({ name: customer?.name ?? '', notes: customer?.notes ?? '' }),
  Fields: NameAndNotes,
};

function Demo({ path }: { path: string }) {
  return (
    <StoryScreen
      path={path}
      session={storySession('Master')}
      routes={[
        { path: routes.customers.new.path, title: 'Tambah Kustomer', element: <AreaCreateForm form={FORM} /> },
        { path: routes.customers.edit.path, title: 'Ubah Kustomer', element: <AreaEditForm form={FORM} /> },
      ]}
      stubs={[
        { path: routes.customers.detail.path, title: 'Detail Kustomer', element: null },
        { path: routes.customers.data.path, title: 'Data Kustomer', element: null },
      ]}
    />
  );
}

/**
 * A plain area's create and edit screens from its declaration (docs/adding-an-area.md): the form's
 * name, the toasts and the pages it leads to are the kit's, worded with the area's noun; only the
 * schemas and the fields are the area's.
 */
const meta = {
  title: 'Resource kit/AreaForm',
  component: Demo,
  parameters: { router: false },
  args: { path: '/customers/new' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (name: RegExp) => page().findByRole('form', { name });
const save = async (inForm: HTMLElement) => userEvent.click(within(inForm).getByRole('button', { name: /^(Simpan|Save)$/ }));

export const Create: Story = {
  name: "Create: toast, then the new record's page",
  play: async () => {
    const created = await form(/^Formulir kustomer baru$/);
    await expect(page().getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/customers/data');
    await userEvent.type(within(created).getByRole('textbox', { name: /^Nama/ }), 'Toko Kit Baru');
    await save(created);
    await expect(await page().findByText('Kustomer Toko Kit Baru ditambahkan.')).toBeVisible();
    await expectLocation(`/customers/${customerStore.rows.at(-1)!.id}/detail`);
  },
};

export const Edit: Story = {
  name: 'Edit: the record as loaded, saved with its version',
  args: { path: '/customers/1/edit' },
  play: async () => {
    const edited = await form(/^Formulir ubah kustomer$/);
    const name = within(edited).getByRole('textbox', { name: /^Nama/ });
    await expect(name).toHaveValue(customerStore.find(1)!.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Toko Kit Diubah');
    await save(edited);
    await expect(await page().findByText('Perubahan pada Toko Kit Diubah disimpan.')).toBeVisible();
    await expectLocation('/customers/1/detail');
  },
};

export const NotFound: Story = {
  name: "Edit of a malformed id: the area's not-found words",
  args: { path: '/customers/abc/edit' },
  play: async () => {
    await expect(await page().findByText('Kustomer tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data kustomer' })).toHaveAttribute('href', '/customers/data');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: async () => void (await form(/^Formulir kustomer baru$/)) };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const created = await form(/^New customer form$/);
    await userEvent.type(within(created).getByRole('textbox', { name: /^Name/ }), 'Kit Shop');
    await save(created);
    await expect(await page().findByText('Customer Kit Shop added.')).toBeVisible();
  },
};
