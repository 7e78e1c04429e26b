import { useTranslation } from 'react-i18next';
import { Select, type SelectProps } from '../../../components/form/Select/Select';
import { useRoleOptions } from '../api/get-role-options';

export interface RoleSelectProps extends Omit<SelectProps, 'options' | 'value' | 'onChange' | 'placeholder'> {
  /** The chosen role id, or null for none. */
  value: number | null | undefined;
  onChange(roleId: number | null): void;
  /** The empty choice: "Semua peran" in a filter, "Pilih peran" in a form. */
  placeholder: string;
  /** A role the list does not hold (yet), so a link or a form still shows its name. */
  fallback?: { id: number; name: string } | null;
}

/**
 * The roles of `GET /api/roles` in a native select: keyboard and type-ahead for free. While the
 * roles load it offers only the placeholder (and the current role, if known).
 */
export function RoleSelect({ value, onChange, placeholder, fallback, disabled, ...props }: RoleSelectProps) {
  const { t } = useTranslation('users');
  const roles = useRoleOptions();
  const options = (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }));
  if (fallback && !options.some((option) => option.value === String(fallback.id))) {
    options.unshift({ value: String(fallback.id), label: fallback.name });
  }
  const loading = !roles.data && !roles.error;
  return (
    <Select
      {...props}
      options={options}
      placeholder={loading && !fallback ? t('form.rolesLoading') : placeholder}
      value={value === null || value === undefined ? '' : String(value)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}

/** The role names by id, for tables and change logs (`roleId` 3 → "Kepala Gudang"). */
export function useRoleNames(enabled = true): ReadonlyMap<number, string> {
  const roles = useRoleOptions(enabled);
  return new Map((roles.data ?? []).map((role) => [role.id, role.name]));
}
