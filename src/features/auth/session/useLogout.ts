import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/feedback/AlertProvider/AlertProvider';
import { useSession } from './SessionContext';

/**
 * Logout (docs/product/sessions.md): clears the user and permissions whatever the call answers,
 * shows "Berhasil!" / "Berhasil Logout." and the protected area sends the user to /login.
 */
export function useLogout() {
  const { endSession } = useSession();
  const alert = useAlert();
  const { t } = useTranslation();
  return useCallback(async () => {
    await endSession('logout');
    await alert({ title: t('alerts.logoutTitle'), text: t('alerts.logoutText'), tone: 'success' });
  }, [alert, endSession, t]);
}
