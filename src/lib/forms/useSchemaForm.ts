import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { issueToCode } from './field-errors';

export type SchemaFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  'resolver'
>;

export type SchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/**
 * react-hook-form validated by a zod schema, usually the very schema the server checks with
 * (contract/). Errors come out as codes (see field-errors.ts) and are translated when shown;
 * `handleSubmit` hands over the parsed output (trimmed strings, coerced numbers). Fields are
 * checked first when they lose focus, then on every change.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: SchemaFormOptions<Schema> = {},
): SchemaForm<Schema> {
  const resolver = useMemo<Resolver<z.input<Schema>, unknown, z.output<Schema>>>(() => {
    const base = zodResolver(schema, { error: issueToCode });
    return async (values, context, options) => {
      const result = await base(values, context, options);
      // A problem with the whole object (unknown keys under a strict server schema) has the empty
      // path; RHF would file it under '' where no field shows it and submit silently fails.
      const errors = result.errors as Record<string, unknown>;
      if (errors['']) {
        const { ['']: whole, ...rest } = errors;
        return { ...result, errors: { ...rest, root: { schema: whole } } } as unknown as typeof result;
      }
      return result;
    };
  }, [schema]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ mode: 'onTouched', ...options, resolver });
}
