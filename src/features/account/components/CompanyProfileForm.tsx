import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNpwp, updateCompanyProfileSchema, type CompanyProfile } from '../../../../contract/company-profile';
import { Field } from '../../../components/form/Field/Field';
import { FormActions } from '../../../components/form/FormActions/FormActions';
import { TextArea } from '../../../components/form/TextArea/TextArea';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { FormError } from '../../../components/layout/ScreenParts/ScreenParts';
import { useFollowRecord } from '../../../lib/forms/useFollowRecord';
import { useKitForm } from '../../../lib/forms/useKitForm';
import { theme as tokens } from '../../../theme/tokens';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { NoteHeadPreview } from './NoteHeadPreview';

/** The form's fields in order: the server's field errors and a version conflict are matched to them. */
export const COMPANY_PROFILE_FIELDS = ['name', 'address', 'phone', 'npwp'] as const;

/**
 * The profile as the form holds it: none as '', the NPWP with its dots as staff write it (the
 * server keeps its digits), so a field nobody changed reads the same in a version conflict.
 */
export const companyFormValues = (profile: CompanyProfile) => ({
  version: profile.version,
  name: profile.name,
  address: profile.address,
  phone: profile.phone ?? '',
  npwp: profile.npwp ? formatNpwp(profile.npwp) : '',
});

export interface CompanyProfileFormProps {
  profile: CompanyProfile;
  /** Tells the screen whether there is something unsaved (the screen holds the prompt). */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * Name, address, phone and NPWP (docs/decisions/337-company-profile.md) on the kit's form behaviour:
 * the contract's schema in the browser, the server's field codes on their fields, a 409 shown beside
 * the kept input. The whole text goes with the version it was loaded at; a logo changed meanwhile
 * on the same screen moves the version on, and the kit follows it. Beside the fields, the head of
 * a note as it would print with what is typed.
 */
export function CompanyProfileForm({ profile, onDirtyChange }: CompanyProfileFormProps) {
  const { t } = useTranslation('account');
  const update = useUpdateCompanyProfile();
  const { form, errorText, currentValue, formProps, notice, formError, saving, dirty, conflicted } = useKitForm({
    ns: 'account',
    schema: updateCompanyProfileSchema,
    defaultValues: companyFormValues(profile),
    fields: COMPANY_PROFILE_FIELDS,
    fieldLabel: (field) => t(`company.${field}`),
    save: (values) => update(values),
    savedText: () => t('company.saved'),
    onSaved: (saved) => form.reset(companyFormValues(saved)),
    onDirtyChange,
    valuesOf: companyFormValues,
  });
  // A logo upload moves the version on: the form follows it.
  useFollowRecord(form, profile, COMPANY_PROFILE_FIELDS, companyFormValues);
  const [name, address, phone, npwp] = useWatch({ control: form.control, name: ['name', 'address', 'phone', 'npwp'] });
  const field = (key: (typeof COMPANY_PROFILE_FIELDS)[number]) => ({ label: t(`company.${key}`), error: errorText(key), currentValue: currentValue(key) });

  return (
    <Layout>
      <form aria-label={t('company.details')} {...formProps}>
        {notice}
        {formError && <FormError role="alert">{formError}</FormError>}
        <Field {...field('name')} required>
          <TextInput autoComplete="organization" {...form.register('name')} />
        </Field>
        <Field {...field('address')} hint={t('company.addressHint')}>
          <TextArea rows={3} autoComplete="street-address" {...form.register('address')} />
        </Field>
        <Field {...field('phone')} hint={t('ui:area.form.optional')}>
          <TextInput type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field {...field('npwp')} hint={t('company.npwpHint')}>
          <TextInput inputMode="numeric" autoComplete="off" {...form.register('npwp')} />
        </Field>
        <FormActions saving={saving} submitDisabled={!dirty && !conflicted} />
      </form>
      <NoteHeadPreview name={text(name)} address={text(address)} phone={text(phone)} npwp={text(npwp)} logo={profile.logo} />
    </Layout>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: start;
  min-width: 0;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 560px) minmax(0, 1fr);
  }
  form {
    display: grid;
    gap: ${tokens.space.lg};
    min-width: 0;
  }
  form > p {
    margin: 0;
  }
`;
