import { useTranslation } from 'react-i18next';
import { CUSTOMERS } from '../../../../contract/areas';
import { createCustomerSchema, updateCustomerSchema, type Customer } from '../../../../contract/customers';
import { Field } from '../../../components/form/Field/Field';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import type { AreaFormDef } from '../../../components/resource/AreaForm/AreaForm';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';

/** The form's fields in order: server field errors and version conflicts are matched to them. */
export const CUSTOMER_FIELDS = ['name', 'phone', 'email', 'address', 'notes'] as const;

export const customerFormValues = (customer?: Customer) => ({
  name: customer?.name ?? '',
  phone: customer?.phone ?? '',
  email: customer?.email ?? '',
  address: customer?.address ?? '',
  notes: customer?.notes ?? '',
});

/** Name, phone, email, the default delivery address and notes (docs/product/data.md). */
export function CustomerFields({ form, errorText, currentValue }: ResourceFormFields) {
  const { t } = useTranslation(CUSTOMERS.key);
  const field = (name: (typeof CUSTOMER_FIELDS)[number]) => ({ label: t(`fields.${name}`), error: errorText(name), currentValue: currentValue(name) });
  return (
    <>
      <Field {...field('name')} required>
        <TextInput autoComplete="off" {...form.register('name')} />
      </Field>
      <Field {...field('phone')} hint={t('ui:area.form.optional')}>
        <TextInput type="tel" autoComplete="off" {...form.register('phone')} />
      </Field>
      <Field {...field('email')} hint={t('ui:area.form.optional')}>
        <TextInput type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field {...field('address')} hint={t('form.addressHint')} className="wide">
        <TextArea rows={3} autoComplete="street-address" {...form.register('address')} />
      </Field>
      <Field {...field('notes')} className="wide">
        <TextArea rows={3} {...form.register('notes')} />
      </Field>
    </>
  );
}

/** The customers' create and edit screens (AreaCreateForm, AreaEditForm). */
export const CUSTOMER_FORM: AreaFormDef<Customer> = {
  area: CUSTOMERS,
  create: createCustomerSchema,
  update: updateCustomerSchema,
  fields: CUSTOMER_FIELDS,
  values: customerFormValues,
  Fields: CustomerFields,
};
