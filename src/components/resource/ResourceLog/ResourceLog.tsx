import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANGE_ACTIONS, changeActionsOf, type ChangeAction } from '../../../../contract/change-log-values';
import type { ChangeLogEntry } from '../../../../contract/change-log';
import { useCan } from '../../../lib/access/AccessContext';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { useForbiddenRedirect, withoutParams } from '../../../lib/list-state/list-helpers';
import { useListState, type ListStateApi } from '../../../lib/list-state/useListState';
import { DateRangeInput } from '../../form/DateRangeInput/DateRangeInput';
import { Field } from '../../form/Field/Field';
import { Select } from '../../form/Select/Select';
import { Filters } from '../../layout/ScreenParts/ScreenParts';
import { UserPicker } from '../../pickers/UserPicker/UserPicker';
import { AREAS } from '../../../lib/routes/routes';
import { Button } from '../../ui/Button/Button';
import { ResourceChangeLog, type ChangeLogReading } from '../ResourceChangeLog/ResourceChangeLog';
import type { ListResponse } from '../ResourceList/ResourceList';
import { USERS } from '../../../../contract/areas';

const ID = { kind: 'number', min: 1, max: 2_147_483_647 } as const;
const LOG_LIST = {
  sortFields: [],
  filters: { id: ID, action: { kind: 'enum', values: CHANGE_ACTIONS }, actor: ID, date: { kind: 'dateRange' } },
} as const satisfies ListStateConfig;

export type LogList = ListStateApi<NonNullable<(typeof LOG_LIST)['filters']>>;

/**
 * A change-log screen's URL state (record, action, actor, days, page) and the logs endpoint's
 * query: always newest first and without a search, so a stray `q` or `sort` in a link is dropped
 * rather than answered 400.
 */
export function useLogListState(): { list: LogList; query: string } {
  const list = useListState(LOG_LIST);
  return { list, query: withoutParams(list.apiQuery, ['q', 'sort']) };
}

export interface ResourceLogProps extends ChangeLogReading {
  /** The area's namespace: its declaration (lib/routes/areas) names the entity, whose actions the filter offers. */
  ns: string;
  list: LogList;
  answer: ListResponse<ChangeLogEntry>;
  caption: string;
  /** The record filter's label ("Kustomer") and the area's picker for it. */
  recordLabel: string;
  recordPicker(props: { value: number | null; onChange(id: number | null): void; placeholder: string }): ReactNode;
  /** The record filter's empty choice; default "Semua data" ("Semua pengguna" where the records are people). */
  recordPlaceholder?: string;
  /** Picking a record searches the area's list, which needs its read permission. */
  canPickRecord: boolean;
  detailPath?(id: number): string;
}

/**
 * `/{area}/logs` (docs/product/screens.md): every change of the area, filtered by record, action,
 * actor (read-users) and an inclusive range of days, each change as a readable field-by-field diff.
 */
export function ResourceLog({ ns, list, answer, caption, recordLabel, recordPicker, recordPlaceholder, canPickRecord, detailPath, ...reading }: ResourceLogProps) {
  const { t } = useTranslation('ui');
  const can = useCan();
  useForbiddenRedirect(answer.error);
  // Only what the area can do to a record (no "Dinonaktifkan" where nothing is deactivated), and
  // an action a link asks for even if the area has none of it, so the filter shows what is applied.
  const actions = useMemo(() => {
    const offered = changeActionsOf(AREAS.find((area) => area.namespace === ns)?.entity);
    const asked = list.filters.action;
    return asked && !offered.includes(asked) ? [...offered, asked] : offered;
  }, [ns, list.filters.action]);
  return (
    <>
      <Filters role="search" aria-label={t('filters.label')}>
        {canPickRecord && (
          <Field label={recordLabel}>
            {recordPicker({ value: list.filters.id ?? null, onChange: (id) => list.setFilter('id', id ?? undefined), placeholder: recordPlaceholder ?? t('resource.anyRecord') })}
          </Field>
        )}
        <Field label={t('changeLog.action')}>
          <Select
            options={actions.map((action) => ({ value: action, label: t(`changeLog.actions.${action}`) }))}
            placeholder={t('resource.allActions')}
            value={list.filters.action ?? ''}
            onChange={(event) => list.setFilter('action', (event.target.value || undefined) as ChangeAction | undefined)}
          />
        </Field>
        {can(USERS.permission.list) && (
          <Field label={t('resource.actor')}>
            <UserPicker value={list.filters.actor ?? null} onChange={(id) => list.setFilter('actor', id ?? undefined)} placeholder={t('resource.anyActor')} />
          </Field>
        )}
        <DateRangeInput value={list.filters.date ?? {}} onChange={(range) => list.setFilter('date', range.start || range.end ? range : undefined)} />
        <div className="reset">
          <Button variant="secondary" onClick={list.reset} disabled={!list.isFiltered}>
            {t('filters.reset')}
          </Button>
        </div>
      </Filters>
      <ResourceChangeLog
        ns={ns}
        list={list}
        answer={answer}
        caption={caption}
        {...reading}
        entityHeader={recordLabel}
        detailPath={detailPath}
      />
    </>
  );
}
