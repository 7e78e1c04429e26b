import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { areaWord } from '../../../lib/resource/area-words';
import { Panel } from '../../layout/ScreenParts/ScreenParts';
import { Button } from '../../ui/Button/Button';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink';
import type { IconName } from '../../ui/Icon/Icon';
import { SkeletonText } from '../../ui/Skeleton/Skeleton';
import { EmptyState } from '../EmptyState/EmptyState';

export interface RecordLoadStateProps {
  /** The record's load error (SWR's `error`), or undefined while it loads. */
  error: unknown;
  onRetry(): void;
  /** The route's id was malformed (`/users/abc/edit`): "not found" without asking the API. */
  invalidId?: boolean;
  /** Where "back" leads: the area's list. */
  backTo: string;
  /**
   * The area's namespace: its `detail.notFound`, `detail.notFoundText`, `detail.backToList`,
   * `detail.loadFailed` and `form.errors.*` come first; then, for an area with a `noun`, the words
   * every plain area shares (`ui:area.detail.*`, docs/adding-an-area.md); then the toolkit's
   * (`ui:record.*`, and the table's load-failure sentence where no message names the code: never
   * "Gagal menyimpan").
   */
  area?: string;
  icon?: IconName;
  /** Skeleton lines: about the record's final height, so nothing shifts when it arrives. */
  lines?: number;
}

/**
 * What a record screen (detail, edit) shows until its record is there (decision 160): a
 * skeleton; "not found" with a way back for a 404 or a malformed id; the failure with a retry.
 * A 403 keeps the skeleton: useForbiddenRedirect is replacing the page with /404 meanwhile.
 */
export function RecordLoadState({ error, onRetry, invalidId = false, backTo, area = 'ui', icon = 'info', lines = 6 }: RecordLoadStateProps) {
  const { t, i18n } = useTranslation('ui');
  const text = (key: string) => (i18n.exists(`${area}:noun`) ? areaWord(t, area, `detail.${key}`) : t([`${area}:detail.${key}`, `ui:record.${key}`]));
  if (invalidId || (isApiError(error) && error.status === 404)) {
    return (
      <Panel>
        <EmptyState
          icon={icon}
          title={text('notFound')}
          text={text('notFoundText')}
          action={<ButtonLink to={backTo}>{text('backToList')}</ButtonLink>}
        />
      </Panel>
    );
  }
  if (error && !(isApiError(error) && error.status === 403)) {
    return (
      <Panel>
        <div role="alert">
          <EmptyState
            icon="error"
            title={text('loadFailed')}
            text={t([`${area}:form.errors.${errorCodeOf(error)}`, `ui:form.errors.${errorCodeOf(error)}`, 'ui:table.error.generic'])}
            action={
              <Button variant="secondary" onClick={onRetry}>
                {t('record.retry')}
              </Button>
            }
          />
        </div>
      </Panel>
    );
  }
  return (
    <Panel aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('spinner.loading')}
      </span>
      <SkeletonText lines={lines} />
    </Panel>
  );
}
