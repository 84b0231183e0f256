import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredBrandId, readStoredOperatorSession, type OperatorSession } from './operator-session-storage';

interface OperatorSessionState {
  session: OperatorSession | null;
  /** Set when the server ended the session (401), so the login screen can say why it is back. */
  hasExpired: boolean;
  /** The brand the operator chose last; without one the console opens on the brand of its host name (use-current-brand.ts). */
  chosenBrandId: string | null;
}

/**
 * The signed-in operator and the chosen brand. The initial state is read from storage each time
 * the slice starts, so a member's LOGOUT (which resets the whole store) leaves the operator signed in.
 */
export const operatorSessionSlice = createSlice({
  name: 'backofficeSession',
  initialState: (): OperatorSessionState => ({ session: readStoredOperatorSession(), hasExpired: false, chosenBrandId: readStoredBrandId() }),
  reducers: {
    operatorSignedIn(state, action: PayloadAction<OperatorSession>) {
      state.session = action.payload;
      state.hasExpired = false;
    },
    operatorSignedOut(state) {
      state.session = null;
      state.hasExpired = false;
    },
    /** The server no longer accepts the session (expired, revoked, disabled). */
    operatorSessionExpired(state) {
      state.session = null;
      state.hasExpired = true;
    },
    brandChosen(state, action: PayloadAction<string>) {
      state.chosenBrandId = action.payload;
    },
  },
  selectors: {
    selectOperatorSession: (state) => state.session,
    selectHasExpired: (state) => state.hasExpired,
    selectChosenBrandId: (state) => state.chosenBrandId,
  },
});

export const { operatorSignedIn, operatorSignedOut, operatorSessionExpired, brandChosen } = operatorSessionSlice.actions;
