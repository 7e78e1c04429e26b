import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { UserCreateForm } from '../components/UserCreateForm';

/** /users/new (create-user, read-roles): the form, then back to the list with a toast. */
export default function UserCreateScreen() {
  const { t } = useTranslation('users');
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <Panel>
      <UserCreateForm
        cancelTo="/users/data"
        onCreated={(user) => {
          toast.success(t('toast.created', { username: user.username }));
          navigate('/users/data');
        }}
      />
    </Panel>
  );
}
