import { useParams } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../contract/area';
import type { PermissionName } from '../../../contract/permissions';
import { parseId } from '../route-params';

/**
 * A declared area the resource kit builds screens for (docs/adding-an-area.md): its key names the
 * namespace and the pages, its entity the record's route parameter (`:customerId`) and id prefix,
 * its list's `label` the field a record is known by (a customer's name, a fleet's plate).
 */
export type PlainArea = ResourceDeclaration & {
  readonly entity: string;
  readonly permission: Readonly<Record<'list' | 'read' | 'create' | 'update' | 'logs', PermissionName>>;
};

/** What a person reads a record by: its declared label field ("Toko Sinar Jaya", "B 1234 CD"). */
export const recordLabel = (area: PlainArea, record: object): string => String((record as Record<string, unknown>)[area.list.label ?? 'name'] ?? '');

/** The record's id from its page's URL (`/customers/:customerId/edit`), null when malformed. */
export const useRecordId = (area: PlainArea) => parseId(useParams()[`${area.entity}Id`]);
