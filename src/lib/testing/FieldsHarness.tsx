/**
 * Stories only: an area's form fields (the `children` of ResourceForm) on their own, with a form
 * of the given values, field errors already translated and a version conflict's server values,
 * so each state of the fields can be shown without the screen around them.
 */
import { useForm } from 'react-hook-form';
import type { ComponentType } from 'react';
import { FormGrid } from '../../components/layout/ScreenParts/ScreenParts';
import type { ResourceFormFields } from '../../components/resource/ResourceForm/ResourceForm';

export interface FieldsHarnessProps {
  Fields: ComponentType<ResourceFormFields>;
  values: Record<string, unknown>;
  errors?: Record<string, string>;
  current?: Record<string, string>;
}

export function FieldsHarness({ Fields, values, errors = {}, current = {} }: FieldsHarnessProps) {
  const form = useForm<Record<string, unknown>>({ defaultValues: values });
  return (
    <form aria-label="Fields">
      <FormGrid>
        <Fields form={form as unknown as ResourceFormFields['form']} errorText={(name) => errors[name]} currentValue={(name) => current[name]} />
      </FormGrid>
    </form>
  );
}
