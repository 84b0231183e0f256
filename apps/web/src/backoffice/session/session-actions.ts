import type { Dispatch } from '@reduxjs/toolkit';
import { backofficeApi } from '../backoffice-api';
import { brandChosen, operatorSignedIn, operatorSignedOut } from './operator-session-slice';
import { clearStoredOperatorSession, storeBrandId, storeOperatorSession, type OperatorSession } from './operator-session-storage';

/**
 * Starts the console for a newly signed-in operator. Whatever an earlier operator of this browser
 * loaded is dropped first, so nobody sees data fetched under someone else's role.
 */
export function signInOperator(dispatch: Dispatch, session: OperatorSession): void {
  storeOperatorSession(session);
  dispatch(backofficeApi.util.resetApiState());
  dispatch(operatorSignedIn(session));
}

/** Ends the operator's session in this browser; the member's session, if any, is left alone. */
export function signOutOperator(dispatch: Dispatch): void {
  clearStoredOperatorSession();
  dispatch(operatorSignedOut());
}

/** The operator picked another brand; the choice is remembered for their next visit. */
export function chooseBrand(dispatch: Dispatch, brandId: string): void {
  storeBrandId(brandId);
  dispatch(brandChosen(brandId));
}
