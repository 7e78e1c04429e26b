import type { ReactNode } from 'react';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatRecordId, type RecordKind } from '../../../lib/record-id';
import { useRecord } from '../../../lib/resource/api';
import { useAreaWords } from '../../../lib/resource/area-words';
import { recordLabel, useRecordId, type PlainArea } from '../../../lib/resource/plain-area';
import { pagesOf } from '../../../lib/routes/routes';
import type { DetailItem } from '../../data/DetailList/DetailList';
import { RecordGate } from '../RecordGate/RecordGate';
import { ArchiveAction, RecordStatusBadge } from '../RecordStatus/RecordStatus';
import type { ChangeLogReading } from '../ResourceChangeLog/ResourceChangeLog';
import { ResourceDetail } from '../ResourceDetail/ResourceDetail';

type Stamped = { id: number; version: number; createdAt: string; updatedAt: string; active?: boolean };

export interface AreaDetailProps<R extends Stamped> extends ChangeLogReading {
  area: PlainArea;
  /** The record's own fields, shown between its id and when it was created and updated. */
  items(record: R): DetailItem[];
  /** Related records beneath (a customer's delivery orders), already filtered by permission. */
  related?(record: R): ReactNode;
  /** An area that retires records: the DO list's filter for a record's DOs, named before it is retired. */
  deliveryOrderFilter?(record: R): string;
}

/**
 * `/{area}/:id/detail` of a plain area (read-…): the record's id, its fields, when it was created
 * and updated, "Ubah" with update-…, and its change log with read-…-logs; in an area that retires
 * records (`archive`), its status after its own fields and "Nonaktifkan" or "Aktifkan" beside "Ubah".
 */
export function AreaDetail<R extends Stamped>({ area, items, related, deliveryOrderFilter, ...reading }: AreaDetailProps<R>) {
  const words = useAreaWords(area.key);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const id = useRecordId(area);
  const answer = useRecord<R>(area.api, id);
  const { routes, paths } = pagesOf(area.key);
  return (
    <RecordGate id={id} answer={answer} listPath={paths.data()} ns={area.key}>
      {(record) => (
        <ResourceDetail
          title={recordLabel(area, record)}
          items={[
            { id: 'id', label: words('fields.id'), value: formatRecordId(area.entity as RecordKind, record.id) },
            ...items(record),
            ...(area.archive ? [{ id: 'status', label: words('fields.status'), value: <RecordStatusBadge active={record.active !== false} /> }] : []),
            { id: 'createdAt', label: words('fields.createdAt'), value: format.dateTime(record.createdAt) },
            { id: 'updatedAt', label: words('fields.updatedAt'), value: format.dateTime(record.updatedAt) },
          ]}
          related={related?.(record)}
          actions={
            area.archive ? (
              <ArchiveAction area={area} record={record} deliveryOrderFilter={deliveryOrderFilter?.(record)} />
            ) : undefined
          }
          editPath={canOpen(routes.edit) ? paths.edit(record.id) : undefined}
          log={can(area.permission.logs) ? { path: area.api, ns: area.key, recordId: record.id, ...reading } : undefined}
        />
      )}
    </RecordGate>
  );
}
