import { useCallback } from 'react';
import type { PermissionName } from '../../../../contract/permissions';
import { useCan } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import { getList, useRecord } from '../../../lib/resource/api';
import { AsyncPicker, type AsyncPickerProps, type PickerOption } from '../../form/AsyncPicker/AsyncPicker';

/** SPEC §5: lookups use the list endpoints with `q` and a small size. */
export const LOOKUP_SIZE = 10;

export interface RecordPickerProps extends Omit<AsyncPickerProps, 'load' | 'value' | 'onChange' | 'selectedLabel'> {
  value: number | null;
  onChange(id: number | null): void;
}

export interface ResourceLookup<T> {
  /** The area's list endpoint (`/api/customers`). */
  path: string;
  /** The list's order and any fixed filters (`sort=name`, `status=active`). */
  params: Record<string, string>;
  /** Needed to show a chosen record's label by `GET {path}/:id`. */
  readOne: PermissionName;
  toOption(record: T): PickerOption;
  /** The label of a chosen record not (yet) loaded: its id as people read it (C0007). */
  idLabel(id: number): string;
}

/**
 * A record of a resource area chosen by server search (`q`, ten at a time), keyboard-operable
 * (AsyncPicker). A value that came from a link or a saved form shows its label once the record
 * answers (it shares the detail page's cache key), whatever page of the search it would be on.
 */
export function ResourcePicker<T extends { id: number }>({ lookup, value, onChange, ...props }: RecordPickerProps & { lookup: ResourceLookup<T> }) {
  const { api } = useApi();
  const can = useCan();
  const known = useRecord<T>(lookup.path, value !== null && can(lookup.readOne) ? value : null, { revalidateOnFocus: false });
  const { path, params, toOption } = lookup;
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<PickerOption[]> => {
      const search = new URLSearchParams({ page: '1', size: String(LOOKUP_SIZE), ...params });
      if (query.trim()) search.set('q', query.trim().slice(0, 100));
      return (await getList<T>(api, path, search.toString(), signal)).data.map(toOption);
    },
    [api, path, params, toOption],
  );
  return (
    <AsyncPicker
      {...props}
      value={value}
      load={load}
      selectedLabel={value === null ? undefined : known.data ? toOption(known.data).label : lookup.idLabel(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
