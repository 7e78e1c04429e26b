import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { BULK_LIMIT, type BulkAction } from '../../../../contract/bulk-values';
import type { BulkResult } from '../../../../contract/bulk';
import { useApi } from '../../../lib/api/ApiContext';
import { actionErrorText } from '../../../lib/api/error-text';
import { useFormatter } from '../../../lib/format';
import { revalidateArea } from '../../../lib/resource/api';
import { theme as tokens } from '../../../theme/tokens';
import { Button } from '../../ui/Button/Button';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink';

/** What is chosen: ids (in the order they were chosen), or every record the list's query finds. */
export type Selection = { readonly kind: 'ids'; readonly ids: readonly number[] } | { readonly kind: 'all'; readonly total: number };

export interface BulkBarProps {
  /** The area's API path (`/api/delivery-orders`): its bulk endpoint and the lists revalidated after an action. */
  api: string;
  /** The translation namespace of the area, for the refusals' own words. */
  ns: string;
  selection: Selection;
  /** Records on the page in view, and the list's total. */
  pageIds: readonly number[];
  total: number | undefined;
  /** The list's query as the list sends it (an "all" selection acts on it). */
  apiQuery: string;
  /** The actions the user may take (their permissions checked by the caller). */
  actions: readonly BulkAction[];
  /** Links that take the chosen ids (a new shipment from the chosen DOs, their surat jalan). */
  links?: (ids: readonly number[]) => readonly { to: string; label: string }[];
  /** How a record is named in the refusals ("DO-000012"). */
  recordName(id: number): string;
  onSelect(selection: Selection): void;
  /** The export of the chosen rows, when the user may export. */
  exportChosen?: (ids: readonly number[]) => React.ReactNode;
}

/**
 * The bar above a list while rows are chosen (docs/decisions/332-bulk-actions.md): how many, choose
 * the page or every matching record (up to BULK_LIMIT), clear; the area's actions, each asked
 * first and run by the server one record at a time, then what was done and what was refused and
 * why, per record; links and the export that take the chosen ids.
 */
// The question loads the first time an action is chosen, not with every list.
const ConfirmDialog = lazy(() => import('../../ui/Dialog/Dialog').then((module) => ({ default: module.ConfirmDialog })));

export function BulkBar({ api, ns, selection, pageIds, total, apiQuery, actions, links, recordName, onSelect, exportChosen }: BulkBarProps) {
  const { t } = useTranslation('ui');
  const { api: client } = useApi();
  const { mutate } = useSWRConfig();
  const format = useFormatter();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  // Once asked, the dialog stays mounted (closed), so it closes as a dialog does.
  const [asked, setAsked] = useState(false);
  if (asking !== null && !asked) setAsked(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const count = selection.kind === 'ids' ? selection.ids.length : selection.total;
  const idsMode = selection.kind === 'ids';

  const run = async (action: BulkAction) => {
    setBusy(true);
    setError(null);
    try {
      const query = Object.fromEntries([...new URLSearchParams(apiQuery)].filter(([name]) => name !== 'page' && name !== 'size'));
      const body = selection.kind === 'ids' ? { action, ids: selection.ids } : { action, query };
      const answer = await client.post<{ data: BulkResult }>(`${api}/bulk`, body);
      setResult(answer.data);
      setAsking(null);
      onSelect({ kind: 'ids', ids: answer.data.refused.map((refusal) => refusal.id) });
      void revalidateArea(mutate, api);
    } catch (failure) {
      setError(actionErrorText(t, failure, ns));
    } finally {
      setBusy(false);
    }
  };

  // The dismissed result takes its button away: the focus goes back to the action that ran while
  // the bar still shows (refused records stay chosen), not to the page.
  const rootRef = useRef<HTMLDivElement>(null);
  const dismiss = () => {
    const ran = result?.action;
    setResult(null);
    if (ran) rootRef.current?.querySelector<HTMLElement>(`[data-action="${ran}"]`)?.focus();
  };

  return (
    <Root ref={rootRef}>
      {count > 0 && (
        <div role="toolbar" aria-label={t('bulk.label')} className="bar">
          <strong>{selection.kind === 'all' ? t('bulk.allSelected', { count, total: format.number(count) }) : t('bulk.selected', { count, total: format.number(count) })}</strong>
          {idsMode && pageIds.some((id) => !selection.ids.includes(id)) && (
            <Button variant="ghost" size="sm" onClick={() => onSelect({ kind: 'ids', ids: [...selection.ids, ...pageIds.filter((id) => !selection.ids.includes(id))] })}>
              {t('bulk.selectPage')}
            </Button>
          )}
          {idsMode && total !== undefined && total > selection.ids.length && (
            <Button variant="ghost" size="sm" disabled={total > BULK_LIMIT} onClick={() => onSelect({ kind: 'all', total })}>
              {t('bulk.selectAll', { count: total, total: format.number(total) })}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => onSelect({ kind: 'ids', ids: [] })}>
            {t('bulk.clear')}
          </Button>
          <span className="actions">
            {actions.map((action) => (
              <Button key={action} variant={action === 'restore' ? 'secondary' : 'danger'} size="sm" data-action={action} onClick={() => setAsking(action)}>
                {t(`bulk.actions.${action}`)}
              </Button>
            ))}
            {idsMode && exportChosen?.(selection.ids)}
            {idsMode &&
              links?.(selection.ids).map((link) => (
                <ButtonLink key={link.to} to={link.to} variant="secondary">
                  {link.label}
                </ButtonLink>
              ))}
          </span>
          {idsMode && total !== undefined && total > BULK_LIMIT && <span className="hint">{t('bulk.tooMany', { max: format.number(BULK_LIMIT) })}</span>}
        </div>
      )}
      {result && (
        <div role="status" className="result">
          <p>
            {[
              ...(result.done.length > 0 ? [t(`bulk.done.${result.action}`, { count: result.done.length })] : []),
              ...(result.refused.length > 0 ? [t('bulk.refused', { count: result.refused.length })] : []),
            ].join(', ') || t('bulk.nothing')}
          </p>
          {result.refused.length > 0 && (
            <ul>
              {result.refused.map((refusal) => (
                <li key={refusal.id}>{t('bulk.refusedLine', { record: recordName(refusal.id), reason: actionErrorText(t, refusal.code, ns) })}</li>
              ))}
            </ul>
          )}
          <Button variant="ghost" size="sm" onClick={dismiss}>
            {t('bulk.dismiss')}
          </Button>
        </div>
      )}
      <Suspense fallback={null}>
        {asked && (
          <ConfirmDialog
            open={asking !== null}
            title={asking ? t(`bulk.confirm.${asking}`, { count }) : ''}
            text={t('bulk.confirmText')}
            confirmLabel={asking ? t(`bulk.actions.${asking}`) : ''}
            tone={asking === 'restore' ? 'default' : 'danger'}
            busy={busy}
            error={error}
            onConfirm={() => asking && void run(asking)}
            onCancel={() => {
              setAsking(null);
              setError(null);
            }}
          />
        )}
      </Suspense>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.md};
  &:empty {
    display: none;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
  }
  .actions {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    margin-inline-start: auto;
  }
  .hint {
    flex-basis: 100%;
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.textMuted};
  }
  .result {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceMuted};
    color: ${tokens.color.text};
  }
  .result p,
  .result ul {
    margin: 0 0 ${tokens.space.xs};
  }
`;
