import type { ComponentType } from 'react';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useLogs } from '../../../lib/resource/api';
import { useAreaWords } from '../../../lib/resource/area-words';
import type { PlainArea } from '../../../lib/resource/plain-area';
import { pagesOf } from '../../../lib/routes/routes';
import type { ChangeLogReading } from '../ResourceChangeLog/ResourceChangeLog';
import { ResourceLog, useLogListState } from '../ResourceLog/ResourceLog';

export interface AreaLogProps extends ChangeLogReading {
  area: PlainArea;
  /** The area's record picker (components/pickers), for the record filter. */
  picker: ComponentType<{ value: number | null; onChange(id: number | null): void; placeholder: string }>;
}

/** `/{area}/logs` of a plain area (read-…-logs): every change to its records, as a readable diff. */
export function AreaLog({ area, picker: Picker, ...reading }: AreaLogProps) {
  const words = useAreaWords(area.key);
  const can = useCan();
  const canOpen = useCanOpen();
  const { list, query } = useLogListState();
  const logs = useLogs(area.api, query);
  const { routes, paths } = pagesOf(area.key);
  return (
    <ResourceLog
      ns={area.key}
      list={list}
      answer={logs}
      caption={words('logs.caption')}
      recordLabel={words('logs.record')}
      canPickRecord={can(area.permission.list)}
      recordPicker={(props) => <Picker {...props} />}
      detailPath={canOpen(routes.detail) ? paths.detail : undefined}
      {...reading}
    />
  );
}
