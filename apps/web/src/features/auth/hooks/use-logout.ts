import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast-context';
import { resetStore } from '@/lib/session-actions';
import { useLogoutMutation } from '../api/logout';
import { logout } from '../auth-slice';

/** Ends the session on the server and here, resets the store, says so, and shows the login page. */
export function useLogout() {
  const [requestLogout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { t } = useTranslation();

  const logOut = async () => {
    try {
      await requestLogout().unwrap();
    } catch {
      // A member who asked to leave must not stay logged in because the server could not be reached.
    }
    dispatch(logout());
    dispatch(resetStore());
    showToast(t('logout.success'));
    await navigate(paths.login, { replace: true });
  };

  return { logOut, isLoggingOut: isLoading };
}
