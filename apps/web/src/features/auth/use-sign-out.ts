import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { logout } from './auth-api';

/** Logs out and goes to `to`; a failure is a notice and the user stays signed in. */
export function useSignOut(to: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      void navigate(to, { replace: true });
    } catch {
      toast.error(t('userMenu.logoutFailed'));
    }
  };
}
