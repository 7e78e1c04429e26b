import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../contract/customers';
import { Field } from '../../../components/form/Field/Field';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import type { ResourceFormFields } from '../../../components/resource/ResourceForm/ResourceForm';
import { NS } from './customer-screens';

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
  const { t } = useTranslation(NS);
  const field = (name: (typeof CUSTOMER_FIELDS)[number]) => ({ label: t(`fields.${name}`), error: errorText(name), currentValue: currentValue(name) });
  return (
    <>
      <Field {...field('name')} required>
        <TextInput autoComplete="off" {...form.register('name')} />
      </Field>
      <Field {...field('phone')} hint={t('form.optional')}>
        <TextInput type="tel" autoComplete="off" {...form.register('phone')} />
      </Field>
      <Field {...field('email')} hint={t('form.optional')}>
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
