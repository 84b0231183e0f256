import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { sessionStorageMiddleware } from '../features/auth/session-storage-middleware';
import { appStatusSlice } from '../lib/app-status-slice';
import type { ApiCallContext } from '../lib/api-client';
import { baseApi } from '../lib/base-api';
import { endsSession } from '../lib/session-actions';

/**
 * The member site's slices. The operator console (a lazy chunk members never download) injects
 * its own slices into this reducer when it loads, and its RTK Query middleware into
 * `lazyMiddleware`, so it shares the store without the entry chunk knowing about it.
 */
export const appReducer = combineSlices({
  auth: authSlice.reducer,
  appStatus: appStatusSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export const lazyMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof appReducer>;

/** LOGOUT and SessionTimeout return every slice, the RTK Query cache included, to its initial state. */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  appReducer(endsSession(action) ? undefined : state, action);

/**
 * RTK Query keeps subscriptions and polling timers in its middleware, outside the state. After a
 * session ends they must be dropped too, or mounted screens would wait forever for data that was wiped.
 */
const apiCacheResetMiddleware: Middleware = (middlewareApi) => (next) => (action) => {
  const result = next(action);
  if (endsSession(action)) middlewareApi.dispatch(baseApi.util.resetApiState());
  return result;
};

export function createAppStore(preloadedState?: Partial<RootState>, callContext: ApiCallContext = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: callContext } }).concat(
        baseApi.middleware,
        sessionStorageMiddleware,
        apiCacheResetMiddleware,
        lazyMiddleware.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
