import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListStateConfig } from '../../../lib/list-state/list-state';
import { withoutParams } from '../../../lib/list-state/list-helpers';
import { useListState } from '../../../lib/list-state/useListState';
import { useLogs } from '../../../lib/resource/api';
import { DetailList, type DetailItem } from '../../data/DetailList/DetailList';
import { Panel, Toolbar } from '../../layout/ScreenParts/ScreenParts';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { theme as tokens } from '../../../theme/tokens';
import { ResourceChangeLog, type ChangeLogReading } from '../ResourceChangeLog/ResourceChangeLog';

// The record's log pages under `log.` in the URL, so they never share a page with another list.
const RECORD_LOG = { sortFields: [], prefix: 'log.' } as const satisfies ListStateConfig;

export interface RecordLogProps extends ChangeLogReading {
  /** The area's API path (`/api/customers`): the log is `GET {path}/logs?id=`. */
  path: string;
  ns: string;
  recordId: number;
  /** The table's name; default "Riwayat perubahan". */
  caption?: string;
}

/** A record's change log with its pages under `log.` in the URL (a detail page's log, a user's history tab). */
export function RecordLog({ path, ns, recordId, caption, ...reading }: RecordLogProps) {
  const { t } = useTranslation('ui');
  const list = useListState(RECORD_LOG);
  const answer = useLogs(path, `${withoutParams(list.apiQuery, ['q', 'sort'])}&id=${recordId}`);
  return <ResourceChangeLog ns={ns} list={list} answer={answer} caption={caption ?? t('changeLog.caption')} {...reading} />;
}

export interface ResourceDetailProps {
  /** The record's name, the heading of its fields. */
  title: string;
  /** The record's fields; none shows the heading alone. */
  items: readonly DetailItem[];
  /** While the fields load: placeholders of their size (and of the heading's, without a title). */
  loading?: boolean;
  /** "Ubah" when the user may edit (update-…). */
  editPath?: string;
  /** The record's further actions beside "Ubah", already filtered by permission (a user's Nonaktifkan). */
  actions?: ReactNode;
  /** Related records (a customer's delivery orders once that area exists). */
  related?: ReactNode;
  /** The record's change log, only when the user may read the area's logs. */
  log?: RecordLogProps;
}

/** `/{area}/:id/detail` (docs/product/screens.md): the fields, related records, and the record's change log. */
export function ResourceDetail({ title, items, loading = false, editPath, actions, related, log }: ResourceDetailProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const logTitleId = useId();
  return (
    <>
      {(editPath || actions) && (
        <Toolbar>
          {editPath && <ButtonLink to={editPath}>{t('resource.edit')}</ButtonLink>}
          {actions}
        </Toolbar>
      )}
      <Panel aria-labelledby={titleId}>
        {title || !loading ? (
          <h2 id={titleId}>{title}</h2>
        ) : (
          // The heading's line, at the heading's size: nothing moves when the name arrives (decision 141).
          <HeadingPlaceholder>
            <Skeleton width="40%" height="1lh" />
          </HeadingPlaceholder>
        )}
        {items.length > 0 && <DetailList items={items} loading={loading} />}
      </Panel>
      {related}
      {log && (
        <Panel aria-labelledby={logTitleId}>
          <h2 id={logTitleId}>{t('changeLog.caption')}</h2>
          <RecordLog {...log} />
        </Panel>
      )}
    </>
  );
}


const HeadingPlaceholder = styled.span`
  display: block;
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.font.size.lg};
`;
