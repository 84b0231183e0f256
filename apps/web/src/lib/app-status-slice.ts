import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Global request health, written by the API client and read by the connection banner. */
export interface AppStatusState {
  /** Set by 503, 408, a time-out or a cancelled request; the banner offers a retry. */
  isConnectionUnstable: boolean;
  /** The message of the most recent failed request (spec section 8). */
  lastErrorMessage: string | null;
  /** Incremented by each retry so screens holding their own requests can fetch again. */
  retryCount: number;
  /**
   * A call was refused because the site went into maintenance (SITE_MAINTENANCE), which the
   * website status poll may not have seen yet: the maintenance page shows until the status is read again.
   */
  isMaintenanceReported: boolean;
}

const initialState: AppStatusState = {
  isConnectionUnstable: false,
  lastErrorMessage: null,
  retryCount: 0,
  isMaintenanceReported: false,
};

export const appStatusSlice = createSlice({
  name: 'appStatus',
  initialState,
  reducers: {
    requestFailed(state, action: PayloadAction<string>) {
      state.lastErrorMessage = action.payload;
    },
    connectionBecameUnstable(state) {
      state.isConnectionUnstable = true;
    },
    connectionRetried(state) {
      state.isConnectionUnstable = false;
      state.retryCount += 1;
    },
    maintenanceReported(state) {
      state.isMaintenanceReported = true;
    },
    maintenanceReportSettled(state) {
      state.isMaintenanceReported = false;
    },
  },
});

export const { requestFailed, connectionBecameUnstable, connectionRetried, maintenanceReported, maintenanceReportSettled } = appStatusSlice.actions;

interface WithAppStatus {
  appStatus: AppStatusState;
}

export const selectIsConnectionUnstable = (state: WithAppStatus) => state.appStatus.isConnectionUnstable;
export const selectLastErrorMessage = (state: WithAppStatus) => state.appStatus.lastErrorMessage;
export const selectRetryCount = (state: WithAppStatus) => state.appStatus.retryCount;
export const selectIsMaintenanceReported = (state: WithAppStatus) => state.appStatus.isMaintenanceReported;
