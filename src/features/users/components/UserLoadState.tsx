import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { Button } from '../../../components/ui/Button/Button';
import { SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { isApiError } from '../../../lib/api/errors';
import { actionErrorText } from './user-text';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { Panel } from './ScreenParts';

/**
 * What a record screen shows until its user is there: a skeleton, "not found" for a 404 or a
 * malformed id, or the failure with a retry. A 403 has already gone to /404.
 */
export function UserLoadState({ error, onRetry, invalidId = false }: { error: unknown; onRetry(): void; invalidId?: boolean }) {
  const { t } = useTranslation('users');
  if (invalidId || (isApiError(error) && error.status === 404)) {
    return (
      <Panel>
        <EmptyState
          icon="users"
          title={t('detail.notFound')}
          text={t('detail.notFoundText')}
          action={<ButtonLink to="/users/data">{t('detail.backToList')}</ButtonLink>}
        />
      </Panel>
    );
  }
  if (error) {
    return (
      <Panel>
        <div role="alert">
          <EmptyState
            icon="error"
            title={t('detail.loadFailed')}
            text={actionErrorText(t, error)}
            action={<Button variant="secondary" onClick={onRetry}>{t('detail.retry')}</Button>}
          />
        </div>
      </Panel>
    );
  }
  return (
    <Panel aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('ui:spinner.loading')}
      </span>
      <SkeletonText lines={6} />
    </Panel>
  );
}

/** `:userId` from the URL as an id, or null when it is not one (`/users/abc/edit`). */
export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
