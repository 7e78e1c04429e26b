import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PermissionName } from '../../../../contract/permissions';
import { useCan } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import { getList, getRecord, recordKey } from '../../../lib/resource/api';
import { AsyncPicker, type AsyncPickerProps, type PickerOption } from '../../form/AsyncPicker/AsyncPicker';

/** Lookups use the list endpoints with `q` and a small size (docs/product/api.md). */
export const LOOKUP_SIZE = 10;

export interface RecordPickerProps<T = unknown> extends Omit<AsyncPickerProps, 'load' | 'value' | 'onChange' | 'selectedLabel'> {
  value: number | null;
  onChange(id: number | null): void;
  /**
   * The chosen record as the search returned it (null when cleared): what a form may fill in from
   * it (a customer's address, an item's unit) without `GET {path}/:id`, which needs the detail
   * permission the caller may not have (Admin Surat Jalan reads the item list, not an item).
   */
  onPick?(record: T | null): void;
}

export interface ResourceLookup<T> {
  /** The area's list endpoint (`/api/customers`). */
  path: string;
  /**
   * The list's order and any fixed filters (`sort=name`, `status=active`); a larger `size` when
   * `keep` may drop some of a page (the options stay at most LOOKUP_SIZE).
   */
  params: Record<string, string>;
  /** Needed to search; without it the picker is disabled and says why (a chosen record still shows). */
  readList?: PermissionName;
  /** Of the records a search returns, those offered (DOs already on the shipment are not). */
  keep?(record: T): boolean;
  /** Parameters added for a caller with this permission (users: deactivated ones too with read-removed-users). */
  paramsWith?: { permission: PermissionName; params: Record<string, string> };
  /** Needed to show a chosen record's label by `GET {path}/:id`. */
  readOne: PermissionName;
  toOption(record: T): PickerOption;
  /**
   * Another way to a chosen record's label without `readOne` (roles: the names list with read-roles);
   * a hook, called on every render, with null when no label is needed.
   */
  useLabelWithoutRecord?(id: number | null): string | undefined;
  /** The label of a chosen record not (yet) loaded: its id as people read it (C0007). */
  idLabel(id: number): string;
}

/**
 * The two lookups of an area that retires records (decision 330): every record (a list's filter,
 * a log), or the active ones only (a new DO or shipment), where a retired record already chosen
 * still shows by its label.
 */
export const statusLookups = <T,>(lookup: ResourceLookup<T>): Record<'all' | 'active', ResourceLookup<T>> => ({
  all: { ...lookup, params: { ...lookup.params, status: 'all' } },
  active: { ...lookup, params: { ...lookup.params, status: 'active' } },
});

/** A picker of an area that retires records: `activeOnly` where a new reference is made. */
export interface ActiveOnlyProps {
  /** Offer active records only (a new DO, a new shipment). */
  activeOnly?: boolean;
}

/**
 * A record of an area chosen by server search (`q`, ten at a time), keyboard-operable
 * (AsyncPicker). A value that came from a link or a saved form shows its label wherever it sits
 * in the search: the caller's `selectedLabel`, else the record (`GET {path}/:id` under the detail
 * page's cache key), else the lookup's other source, else its id.
 */
export function ResourcePicker<T extends { id: number }>({
  lookup,
  value,
  onChange,
  onPick,
  selectedLabel,
  ...props
}: RecordPickerProps<T> & { lookup: ResourceLookup<T>; selectedLabel?: string }) {
  const { t } = useTranslation('ui');
  const { api } = useApi();
  const can = useCan();
  const { path, params, paramsWith, keep, toOption } = lookup;
  const mayList = lookup.readList === undefined || can(lookup.readList);
  const needLabel = value !== null && selectedLabel === undefined;
  const readId = needLabel && can(lookup.readOne) ? value : null;
  const known = useSWR(readId === null ? null : recordKey(path, readId), () => getRecord<T>(api, path, readId!), {
    revalidateOnFocus: false,
  });
  const otherLabel = lookup.useLabelWithoutRecord?.(needLabel && readId === null ? value : null);
  const extra = paramsWith && can(paramsWith.permission) ? paramsWith.params : undefined;
  // The records the searches returned, by id, for onPick.
  const found = useRef(new Map<number, T>());
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<PickerOption[]> => {
      const search = new URLSearchParams({ page: '1', size: String(LOOKUP_SIZE), ...params, ...extra });
      if (query.trim()) search.set('q', query.trim().slice(0, 100));
      const records = (await getList<T>(api, path, search.toString(), signal)).data;
      for (const record of records) found.current.set(record.id, record);
      return (keep ? records.filter(keep) : records).slice(0, LOOKUP_SIZE).map(toOption);
    },
    [api, path, params, extra, keep, toOption],
  );
  const label = value === null ? undefined : (selectedLabel ?? (known.data ? toOption(known.data).label : (otherLabel ?? lookup.idLabel(value))));
  return (
    <AsyncPicker
      {...props}
      disabled={props.disabled || !mayList}
      placeholder={mayList ? props.placeholder : t('form.picker.forbidden')}
      value={value}
      load={load}
      selectedLabel={label}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        onChange(id);
        onPick?.(id === null ? null : (found.current.get(id) ?? null));
      }}
    />
  );
}
