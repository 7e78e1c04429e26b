import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../format';

/**
 * `formatValue` for detail lists and change logs of records that hold kilograms (an item's weight
 * per unit, a fleet's capacity): `12,5 kg` in the active locale; undefined for other fields, so
 * the default summary applies.
 */
export function useKilogramValues(...fields: string[]) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const key = fields.join(' ');
  return useCallback(
    (field: string, value: unknown) =>
      key.split(' ').includes(field) && typeof value === 'number' ? t('resource.kg', { value: format.number(value) }) : undefined,
    [t, format, key],
  );
}
