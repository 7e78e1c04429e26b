import { useTranslation } from 'react-i18next';
import type { Me } from '../../../../contract/me';
import { DetailList } from '../../../components/data/DetailList/DetailList';
import { useFormatter } from '../../../lib/format';

export interface ProfileDetailsProps {
  me: Me | undefined;
  loading?: boolean;
}

/** The signed-in user's own data: username, name, email, role, member since. */
export function ProfileDetails({ me, loading = false }: ProfileDetailsProps) {
  const { t } = useTranslation('account');
  const format = useFormatter();
  return (
    <DetailList
      loading={loading && !me}
      items={[
        { id: 'username', label: t('profile.username'), value: me?.username },
        { id: 'name', label: t('profile.name'), value: me?.name },
        { id: 'email', label: t('profile.email'), value: me?.email },
        { id: 'role', label: t('profile.role'), value: me?.roleName },
        {
          id: 'since',
          label: t('profile.memberSince'),
          value: me && <time dateTime={me.createdAt}>{format.date(me.createdAt)}</time>,
        },
      ]}
    />
  );
}
