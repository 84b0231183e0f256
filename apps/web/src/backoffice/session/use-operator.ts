import { useSelector } from 'react-redux';
import { injectedOperatorSession } from '../install-backoffice-store';
import type { Operator, OperatorSession } from './operator-session-storage';

const { selectOperatorSession, selectHasExpired } = injectedOperatorSession.selectors;

/** The operator's session, or null when nobody is signed in to the console. */
export function useOperatorSession(): OperatorSession | null {
  return useSelector(selectOperatorSession);
}

/** Whether the last session was ended by the server rather than by the operator. */
export function useHasSessionExpired(): boolean {
  return useSelector(selectHasExpired);
}

/**
 * The signed-in operator. Only for screens inside the console layout, which renders nothing
 * without a session, so a missing one is a programming error.
 */
export function useOperator(): Operator {
  const session = useOperatorSession();
  if (!session) throw new Error('useOperator is used outside the signed-in console');
  return session.operator;
}
