import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Role } from '../../../../contract/roles';
import { DetailList } from '../../../components/data/DetailList/DetailList';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';

export interface RoleSummaryProps {
  /** The role, when the user may read it (read-role); otherwise only its name is known. */
  role: Role | undefined;
  roleName: string;
  loading?: boolean;
}

/** The role's fields above its permission matrix. */
export function RoleSummary({ role, roleName, loading = false }: RoleSummaryProps) {
  const { t } = useTranslation('roles');
  const format = useFormatter();
  return (
    <Root>
      {role?.name || roleName ? (
        <h2>{role?.name || roleName}</h2>
      ) : (
        // The heading's line, at the heading's size: nothing moves when the name arrives (decision 141).
        <span className="heading-placeholder">
          <Skeleton width="40%" height="1lh" />
        </span>
      )}
      {(role || loading) && (
        <DetailList
          loading={loading && !role}
          items={[
            { id: 'description', label: t('fields.description'), value: role?.description, wide: true },
            { id: 'users', label: t('detail.users'), value: role && format.number(role.userCount) },
            { id: 'createdAt', label: t('detail.createdAt'), value: role && format.dateTime(role.createdAt) },
          ]}
        />
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  min-width: 0;

  h2,
  .heading-placeholder {
    display: block;
    margin: 0;
    font-size: ${tokens.font.size.lg};
    overflow-wrap: anywhere;
  }
`;
