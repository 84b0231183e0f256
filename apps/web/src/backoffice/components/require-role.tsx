import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@app/contract/admin';
import { useOperator } from '../session/use-operator';
import { ConsoleNotice } from './console-notice';

/**
 * Shows a screen only to the roles the route table names. The API refuses the others too; this
 * spares them a screen of errors when they follow an old link.
 */
export function RequireRole({ roles, children }: { roles: readonly OperatorRole[]; children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  if (!roles.includes(operator.role)) {
    return <ConsoleNotice title={t('access.deniedTitle')} text={t('access.deniedText', { role: t(`roles.${operator.role}`) })} />;
  }
  return children;
}
