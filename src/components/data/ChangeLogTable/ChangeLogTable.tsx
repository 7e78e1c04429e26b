import type { TFunction } from 'i18next';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isCalendarDay, toDate, useFormatter, type Formatter } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge/Badge';
import { DataTable, type Column, type TableState } from '../DataTable/DataTable';
import { DEFAULT_IGNORED_FIELDS, isEmptyValue, readableChanges, type ChangeAction, type ChangeLogEntry, type ReadableChange } from './diff';
import { theme as tokens } from '../../../theme/tokens';

export type { ChangeAction, ChangeLogEntry };

export interface ChangeLogTableProps {
  entries: readonly ChangeLogEntry[] | undefined;
  state: TableState;
  error?: unknown;
  onRetry?(): void;
  /** The translated label of a field name (`roleId` → "Peran"). */
  fieldLabel(field: string): string;
  /**
   * A field's value for reading (`roleId` 3 → "Admin Gudang"); return undefined to fall back to
   * the default summary.
   */
  formatValue?(field: string, value: unknown): ReactNode | undefined;
  /** Defaults to the translated "Riwayat perubahan". */
  caption?: string;
  showCaption?: boolean;
  /** Fields never shown; default id, version, createdAt, updatedAt. */
  ignoreFields?: readonly string[];
  /**
   * Adds a column naming the changed record (area-wide logs): its header, and optionally how to
   * show it (a link to the record); by default `entityLabel`, else `#entityId`.
   */
  entityHeader?: string;
  renderEntity?(entry: ChangeLogEntry): ReactNode;
  emptyTitle?: string;
  emptyText?: string;
  className?: string;
}

const actionTones: Record<ChangeAction, BadgeTone> = {
  CREATE: 'success',
  UPDATE: 'info',
  DELETE: 'danger',
  RESTORE: 'warning',
  CANCEL: 'danger',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 200;
const MAX_LIST = 5;

/** Any value as a short sentence fragment: never JSON, never "[object Object]". */
export function summariseValue(value: unknown, t: TFunction, format: Formatter, label: (field: string) => string, depth = 0): string {
  if (isEmptyValue(value)) return t('changeLog.value.empty');
  if (typeof value === 'boolean') return t(value ? 'changeLog.value.true' : 'changeLog.value.false');
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value) && toDate(value)) return format.dateTime(value);
    if (isCalendarDay(value)) return format.calendarDay(value);
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (Array.isArray(value)) {
    if (depth > 0 || value.some((item) => item !== null && typeof item === 'object')) {
      return t('changeLog.value.items', { count: value.length });
    }
    const shown = value.slice(0, MAX_LIST).map((item) => summariseValue(item, t, format, label, depth + 1));
    const rest = value.length - shown.length;
    return rest > 0 ? `${shown.join(', ')} ${t('changeLog.value.more', { count: rest })}` : shown.join(', ');
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, inner]) => !isEmptyValue(inner));
    if (depth > 0) return t('changeLog.value.items', { count: entries.length });
    const shown = entries.slice(0, 3).map(([key, inner]) => `${label(key)}: ${summariseValue(inner, t, format, label, depth + 1)}`);
    const rest = entries.length - shown.length;
    return rest > 0 ? `${shown.join('; ')} ${t('changeLog.value.more', { count: rest })}` : shown.join('; ');
  }
  return String(value);
}

/**
 * A record's change log (docs/product/screens.md): when, who, what kind of change, and field by
 * field what changed (before → after); lists say what was added and removed.
 */
export function ChangeLogTable({
  entries,
  state,
  error,
  onRetry,
  fieldLabel,
  formatValue,
  caption,
  showCaption,
  ignoreFields = DEFAULT_IGNORED_FIELDS,
  entityHeader,
  renderEntity,
  emptyTitle,
  emptyText,
  className,
}: ChangeLogTableProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();

  const columns = useMemo<Column<ChangeLogEntry>[]>(() => {
    // The active flag of customers, items and fleets is logged as `status: active | inactive`.
    const statusWord = (field: string, value: unknown) =>
      field === 'status' && (value === 'active' || value === 'inactive') ? t(`area.status.${value}`) : undefined;
    const show = (field: string, value: unknown): ReactNode =>
      formatValue?.(field, value) ?? statusWord(field, value) ?? summariseValue(value, t, format, fieldLabel);
    const entityColumn: Column<ChangeLogEntry>[] = entityHeader
      ? [
          {
            id: 'entity',
            header: entityHeader,
            rowHeader: true,
            cell: (entry) => renderEntity?.(entry) ?? entry.entityLabel ?? (entry.entityId !== undefined ? `#${entry.entityId}` : '—'),
          },
        ]
      : [];
    // No column has a set width: the record, time, person and action are as wide as their words
    // (a time on one line), and the changes, which a reader came for, take the rest.
    return [
      ...entityColumn,
      {
        id: 'createdAt',
        header: t('changeLog.when'),
        wrap: 'never',
        cell: (entry) => (
          <time dateTime={entry.createdAt} title={format.relative(entry.createdAt)}>
            {format.dateTime(entry.createdAt)}
          </time>
        ),
      },
      {
        id: 'actor',
        header: t('changeLog.who'),
        cell: (entry) => entry.actor?.name ?? <span className="muted">{t('changeLog.system')}</span>,
      },
      {
        id: 'action',
        header: t('changeLog.action'),
        cell: (entry) => (
          <>
            <Badge tone={actionTones[entry.action]}>{t(`changeLog.actions.${entry.action}`)}</Badge>
            {/* A change an import wrote names its file, so a reader can tell it from a hand edit. */}
            {entry.import && <span className="import">{t('changeLog.fromImport', { fileName: entry.import.fileName })}</span>}
          </>
        ),
      },
      {
        id: 'changes',
        header: t('changeLog.changes'),
        cell: (entry) => <Changes entry={entry} ignore={ignoreFields} label={fieldLabel} show={show} t={t} />,
      },
    ];
  }, [t, format, fieldLabel, formatValue, ignoreFields, entityHeader, renderEntity]);

  return (
    <Root className={className}>
      <DataTable
        caption={caption ?? t('changeLog.caption')}
        showCaption={showCaption}
        columns={columns}
        rows={entries}
        getRowId={(entry) => entry.id}
        state={state}
        error={error}
        onRetry={onRetry}
        emptyTitle={emptyTitle ?? t('changeLog.empty')}
        emptyText={emptyText ?? t('changeLog.emptyText')}
      />
    </Root>
  );
}

function Changes({
  entry,
  ignore,
  label,
  show,
  t,
}: {
  entry: ChangeLogEntry;
  ignore: readonly string[];
  label(field: string): string;
  show(field: string, value: unknown): ReactNode;
  t: TFunction;
}) {
  const changes = readableChanges(entry, ignore);
  if (!entry.after) return <span className="muted">{t('changeLog.deleted')}</span>;
  if (changes.length === 0) return <span className="muted">{t('changeLog.noChanges')}</span>;
  return (
    <ul className="changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="field">{label(change.field)}</span>: <ChangeText change={change} show={show} t={t} />
        </li>
      ))}
    </ul>
  );
}

function ChangeText({ change, show, t }: { change: ReadableChange; show(field: string, value: unknown): ReactNode; t: TFunction }) {
  switch (change.kind) {
    case 'set':
      return <span className="after">{show(change.field, change.value)}</span>;
    case 'list': {
      // formatValue may return elements, so the lists are joined as nodes, not as strings.
      const joined = (values: unknown[]) =>
        values.map((value, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            {show(change.field, value)}
          </Fragment>
        ));
      return (
        <span className="after">
          {change.added.length > 0 && <span className="added">{t('changeLog.added', { values: '' })}{joined(change.added)}</span>}
          {change.added.length > 0 && change.removed.length > 0 && '; '}
          {change.removed.length > 0 && <span className="removed">{t('changeLog.removed', { values: '' })}{joined(change.removed)}</span>}
        </span>
      );
    }
    case 'changed':
      return (
        <>
          <span className="before">{show(change.field, change.before)}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">{t('changeLog.to')} </span>
          <span className="after">{show(change.field, change.after)}</span>
        </>
      );
  }
}

const Root = styled.div`
  .muted {
    color: ${tokens.color.textMuted};
  }
  .changes {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 2px;
    /* An address or an email without spaces breaks inside the cell instead of widening it past a
       phone's card. */
    overflow-wrap: anywhere;
  }
  .field {
    font-weight: ${tokens.font.weight.medium};
  }
  .before {
    color: ${tokens.color.textMuted};
    text-decoration: line-through;
  }
  .after {
    font-weight: ${tokens.font.weight.medium};
  }
  .import {
    display: block;
    margin-top: ${tokens.space.xs};
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
