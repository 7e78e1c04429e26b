import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge/Badge';

/** Aktif / Nonaktif, as a word and a colour (never the colour alone). */
export function UserStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('users');
  return <Badge tone={active ? 'success' : 'neutral'}>{t(active ? 'status.active' : 'status.deactivated')}</Badge>;
}
