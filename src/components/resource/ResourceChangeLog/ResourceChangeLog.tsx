import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChangeLogEntry } from '../../../../contract/change-log';
import { useClampPage, useShownAnswer } from '../../../lib/list-state/list-helpers';
import type { ListStateApi } from '../../../lib/list-state/useListState';
import type { FilterDefs } from '../../../lib/list-state/list-state';
import { ChangeLogTable } from '../../data/ChangeLogTable/ChangeLogTable';
import { DEFAULT_IGNORED_FIELDS } from '../../data/ChangeLogTable/diff';
import { Pagination } from '../../data/Pagination/Pagination';
import type { ListResponse } from '../ResourceList/ResourceList';
import { arrangeEntries, type LogArrangement } from './arrange';
import { changeLogFieldLabel } from './field-label';

/** How an area's change log reads: the same options on the area's log screen and on a record's log. */
export interface ChangeLogReading extends LogArrangement {
  /** A field's value for reading where the default summary would not do (a status, kilograms). */
  formatValue?(field: string, value: unknown): ReactNode | undefined;
  /** Fields never shown besides the bookkeeping ones (older rows' `roleName` beside the role). */
  ignoreFields?: readonly string[];
  /** Where the area's field names live in its namespace (default `fields`: `{ns}:fields.{field}`). */
  fieldKeys?: string;
}

export interface ResourceChangeLogProps<F extends FilterDefs> extends ChangeLogReading {
  /** The area's namespace: field names are `{ns}:fields.{field}`; per-line keys read as in field-label.ts. */
  ns: string;
  list: ListStateApi<F>;
  answer: ListResponse<ChangeLogEntry>;
  caption: string;
  showCaption?: boolean;
  /**
   * Area-wide logs name the changed record in a column headed `entityHeader`, linked to its
   * detail page when the user may open it.
   */
  entityHeader?: string;
  detailPath?(id: number): string;
}

/**
 * A resource's change log with its pages: who, when, action and the readable field-by-field diff
 * (ChangeLogTable, docs/product/screens.md), fields named in the area's words.
 */
export function ResourceChangeLog<F extends FilterDefs>({
  ns,
  list,
  answer,
  caption,
  showCaption,
  formatValue,
  ignoreFields,
  fieldOrder,
  valueOrder,
  fieldKeys,
  entityHeader,
  detailPath,
}: ResourceChangeLogProps<F>) {
  const { t } = useTranslation(ns);
  // A page past the end (a stale link) moves to the last page (decision 160), here and on a detail page.
  useClampPage(list.page, answer.data?.paging.totalPages, list.setPage);
  const fieldLabel = useCallback((field: string) => changeLogFieldLabel(t, field, fieldKeys), [t, fieldKeys]);
  const ignored = useMemo(() => (ignoreFields ? [...DEFAULT_IGNORED_FIELDS, ...ignoreFields] : undefined), [ignoreFields]);
  const shown = useShownAnswer(answer);
  const rows = shown.data?.data;
  const entries = useMemo(() => rows && arrangeEntries(rows, { fieldOrder, valueOrder }), [rows, fieldOrder, valueOrder]);
  const renderEntity = useCallback(
    (entry: { entityId?: number; entityLabel?: string | null }) => {
      const label = entry.entityLabel ?? `#${entry.entityId}`;
      return detailPath && entry.entityId !== undefined ? <Link to={detailPath(entry.entityId)}>{label}</Link> : label;
    },
    [detailPath],
  );
  return (
    <>
      <ChangeLogTable
        entries={entries}
        state={shown.state}
        error={answer.error}
        onRetry={() => void answer.mutate()}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
        ignoreFields={ignored}
        caption={caption}
        showCaption={showCaption}
        entityHeader={entityHeader}
        renderEntity={entityHeader ? renderEntity : undefined}
        emptyTitle={list.isFiltered ? t('ui:empty.noMatch') : undefined}
        emptyText={list.isFiltered ? t('ui:empty.noMatchText') : undefined}
      />
      {shown.data && (
        <Pagination {...shown.data.paging} page={list.page} size={list.size} onPageChange={list.setPage} onSizeChange={list.setSize} />
      )}
    </>
  );
}
