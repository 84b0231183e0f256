import { createAction } from '@reduxjs/toolkit';
import { appReducer, lazyMiddleware } from '../app/store';
import { backofficeApi } from './backoffice-api';
import { operatorSessionSlice } from './session/operator-session-slice';

/**
 * Adds the console's slices and RTK Query middleware to the app's store when this chunk loads,
 * so the member site's entry chunk carries none of it. Injecting twice is a no-op.
 */
export const injectedOperatorSession = operatorSessionSlice.injectInto(appReducer);
appReducer.inject(backofficeApi);
lazyMiddleware.addMiddleware(backofficeApi.middleware);

/**
 * Dispatched when the console first renders: injected slices get their state only at the next
 * action, and the console's screens must not read the store before that.
 */
export const consoleOpened = createAction('backoffice/consoleOpened');
