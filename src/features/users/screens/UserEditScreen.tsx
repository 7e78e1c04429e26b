import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { useUser } from '../api/get-user';
import { useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { UserEditForm } from '../components/UserEditForm';
import { RecordLoadState } from '../../../components/feedback/RecordLoadState/RecordLoadState';
import { parseId } from '../../../lib/route-params';
import { paths } from '../../../lib/routes/routes';

/** /users/:userId/edit (update-user, read-roles). */
export default function UserEditScreen() {
  const { t } = useTranslation('users');
  const toast = useToast();
  const navigate = useNavigate();
  const id = parseId(useParams().userId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const user = useUser(id, { revalidateOnFocus: false });
  useForbiddenRedirect(user.error);

  if (id === null || !user.data) return <RecordLoadState area="users" icon="users" backTo={paths.users.data()} error={user.error} invalidId={id === null} onRetry={() => void user.mutate()} />;
  if (!user.data.active) {
    return (
      <Panel>
        <EmptyState
          icon="alert"
          title={t('status.deactivated')}
          text={t('form.deactivatedNotice')}
          action={<ButtonLink to={paths.users.detail(user.data.id)}>{t('actions.detail')}</ButtonLink>}
        />
      </Panel>
    );
  }
  return (
    <Panel>
      <UserEditForm
        key={user.data.id}
        user={user.data}
        cancelTo={paths.users.data()}
        onSaved={(saved) => {
          toast.success(t('toast.updated', { username: saved.username }));
          navigate(paths.users.data());
        }}
      />
    </Panel>
  );
}
