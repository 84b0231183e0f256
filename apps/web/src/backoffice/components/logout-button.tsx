import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { backofficePaths } from '../backoffice-paths';
import { useLogOutMutation } from '../session/log-out-api';
import { signOutOperator } from '../session/session-actions';

/**
 * Ends the operator's session on the server, then in this browser. The browser forgets the token
 * even when the server cannot be reached: the server's idle limit ends that session soon anyway.
 */
export function LogoutButton() {
  const { t } = useTranslation('backoffice');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logOut, { isLoading }] = useLogOutMutation();

  const handleLogout = async () => {
    await logOut()
      .unwrap()
      .catch(() => undefined);
    signOutOperator(dispatch);
    void navigate(backofficePaths.login, { replace: true });
  };

  return (
    <Button variant="ghost" size="small" onClick={() => void handleLogout()} isLoading={isLoading} loadingLabel={t('header.loggingOut')}>
      <LogoutIcon size={18} />
      {t('header.logout')}
    </Button>
  );
}
