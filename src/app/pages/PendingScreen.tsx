import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../components/ui/Badge/Badge';
import { useCurrentRoute } from '../shell/useShellModel';

/**
 * The plainly marked page for screens a later issue builds (issue 2 §5). Its route, guard,
 * menu entry and breadcrumb are real; only the screen body is not built yet.
 */
export default function PendingScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const page = route ? t(`routes.${route.name}`) : '';
  return (
    <Panel aria-labelledby="pending-title">
      <Badge tone="warning">{t('pending.badge')}</Badge>
      <h2 id="pending-title">{t('pending.title')}</h2>
      <p>{t('pending.text', { page })}</p>
    </Panel>
  );
}

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`}; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;
