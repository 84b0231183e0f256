import type { ErrorCode } from '@app/contract/error-catalog';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Dispatch } from '@reduxjs/toolkit';
import { REQUEST_TIMEOUT_MS } from '../config/limits';
import { connectionBecameUnstable, maintenanceReported, requestFailed } from './app-status-slice';
import { englishErrorText, isCatalogueMessage } from './english-error-texts';
import { buildCallHeaders } from './client-headers';
import { takeEarlyCall } from './early-calls';
import { DEFAULT_LANGUAGE, i18next } from './i18n';
import { sessionTimeout } from './session-actions';
import { clearStoredSession, readStoredToken } from './session-storage';

/**
 * The one HTTP client of the web app. Every call goes through `sendApiRequest`, which adds the
 * bearer token and the client headers and enforces the time-out; RTK Query reaches it through
 * `apiBaseQuery`, which also applies the error rules of spec section 8.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  /** Same-origin path, for example '/api/setting'. */
  path: string;
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string>;
  /**
   * Login answers 401 for a wrong password. That answer belongs to the form, so it must not be
   * treated as an ended session.
   */
  isSessionErrorExpected?: boolean;
  /** Headers of this call only, such as the house games' play token. */
  headers?: Record<string, string>;
  /**
   * Sends no member bearer token. The house game screens speak for a play session, not for the
   * member, so their 401 answers are about the play token and never end the member's session.
   */
  isMemberTokenOmitted?: boolean;
}

export type ApiFailureKind = 'http' | 'timeout' | 'cancelled' | 'network';

/** What every failed call turns into, whatever went wrong. `message` is ready to show. */
export interface ApiFailure {
  kind: ApiFailureKind;
  status: number | null;
  code: string | null;
  message: string;
  field: string | null;
  /** When a refusal that lasts until a known time ends (a break from play), as the API's ISO text. */
  until?: string | null;
}

export type ApiResult = { ok: true; status: number; data: unknown } | { ok: false; failure: ApiFailure };

export interface SendOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/** The legacy backend reports an invalid session with this code even on a 200 reply. */
export const SESSION_INVALID_CODE = '500256';

interface ErrorBody {
  code: string;
  message: string;
  field: string | null;
  until?: string;
}

/**
 * Reads `{error:{code,message,field?}}`. Lenient on purpose: a code the contract does not list
 * (such as the legacy numeric 500256) must still be recognised.
 */
function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return null;
  const code = 'code' in error ? error.code : null;
  const message = 'message' in error ? error.message : null;
  const field = 'field' in error ? error.field : null;
  const until = 'until' in error ? error.until : null;
  if ((typeof code !== 'string' && typeof code !== 'number') || typeof message !== 'string') return null;
  return { code: String(code), message, field: typeof field === 'string' ? field : null, ...(typeof until === 'string' ? { until } : {}) };
}

function buildUrl(request: ApiRequest): string {
  if (!request.query) return request.path;
  return `${request.path}?${new URLSearchParams(request.query).toString()}`;
}

function buildHeaders(request: ApiRequest, token: string | null): Headers {
  // A page drawn on the server (server/draw-page.tsx) asks with no browser to name.
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const headers = buildCallHeaders({ userAgent, token, hasBody: request.body !== undefined });
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  return headers;
}

/** Settles as `reply` does, or rejects when `signal` aborts first (a taken-over reply obeys the time-out too). */
function untilAborted<T>(reply: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      reject(signal.reason);
    };
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    reply.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', abort);
    });
  });
}

/** A reply's JSON body, or null when it has none; also for callers that fetch files (the console's CSV). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return null;
  }
}

export function failureFromResponse(status: number, body: unknown): ApiFailure {
  const errorBody = readErrorBody(body);
  if (errorBody) return { kind: 'http', status, ...errorBody };
  return { kind: 'http', status, code: null, message: i18next.t('errors.http', { status }), field: null };
}

export function failureWithoutResponse(kind: Exclude<ApiFailureKind, 'http'>): ApiFailure {
  return { kind, status: null, code: null, message: i18next.t(`errors.${kind}`), field: null };
}

/** Sends one request. Never throws: every outcome is an `ApiResult`. */
export async function sendApiRequest(request: ApiRequest, options: SendOptions = {}): Promise<ApiResult> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS, fetchFn = globalThis.fetch } = options;
  const controller = new AbortController();
  // The abort reason tells our own time-out apart from a caller cancelling the request.
  const timeoutReason = new Error('Request timed out');
  const timer = setTimeout(() => {
    controller.abort(timeoutReason);
  }, timeoutMs);
  const forwardAbort = () => {
    controller.abort();
  };
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const url = buildUrl(request);
    const method = request.method ?? 'GET';
    const token = request.isMemberTokenOmitted ? null : readStoredToken();
    // The same call sent by the page before the app arrived is taken over, not sent again.
    const earlyReply = options.fetchFn ? null : takeEarlyCall(url, method, token);
    const response = earlyReply
      ? await untilAborted(earlyReply, controller.signal)
      : await fetchFn(url, {
          method,
          headers: buildHeaders(request, token),
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: controller.signal,
        });
    const body = await readJson(response);
    if (!response.ok) return { ok: false, failure: failureFromResponse(response.status, body) };
    // A 200 reply in the failure shape is a failure like any other (spec section 8 ends the session on it).
    if (readErrorBody(body)) return { ok: false, failure: failureFromResponse(response.status, body) };
    return { ok: true, status: response.status, data: body };
  } catch {
    if (!controller.signal.aborted) return { ok: false, failure: failureWithoutResponse('network') };
    const kind = controller.signal.reason === timeoutReason ? 'timeout' : 'cancelled';
    return { ok: false, failure: failureWithoutResponse(kind) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Spec section 8: a failed response with status 200, 401 or 403, or with code 500256, means the
 * session is no longer valid. A failed response is one in the API's failure shape,
 * `{error:{code,message}}`; a 200 carrying it is nothing this API sends for a live session (the
 * legacy backend reported dead sessions that way), so it ends the session like a 401 does.
 */
export function isSessionFailure(failure: ApiFailure): boolean {
  if (failure.kind !== 'http') return false;
  return failure.status === 200 || failure.status === 401 || failure.status === 403 || failure.code === SESSION_INVALID_CODE;
}

/** The site went into maintenance: the call was refused on purpose, not lost. */
const SITE_MAINTENANCE_CODE = 'SITE_MAINTENANCE' satisfies ErrorCode;

/**
 * Status 503 or 408, a time-out or a cancelled request (spec section 8). A network error is
 * included too: the member faces the same situation and needs the same retry button. A 503
 * saying the site is in maintenance is not one: retrying would not help.
 */
export function isConnectionFailure(failure: ApiFailure): boolean {
  if (failure.code === SITE_MAINTENANCE_CODE) return false;
  return failure.status === 503 || failure.status === 408 || failure.kind === 'timeout' || failure.kind === 'cancelled' || failure.kind === 'network';
}

/** Applies the global error rules of spec section 8 to one failed request. */
export function applyFailureRules(failure: ApiFailure, request: ApiRequest, dispatch: Dispatch): void {
  if (isSessionFailure(failure) && !request.isSessionErrorExpected && !request.isMemberTokenOmitted) {
    // The stored session is cleared here and not only by a listener, so that it is gone before
    // any other request of this page can pick the dead token up. The auth guard then shows /login.
    clearStoredSession();
    // SessionTimeout resets the whole store, so the failure's message is recorded after it.
    dispatch(sessionTimeout());
  }
  dispatch(requestFailed(failure.message));
  if (failure.code === SITE_MAINTENANCE_CODE) dispatch(maintenanceReported());
  if (isConnectionFailure(failure)) dispatch(connectionBecameUnstable());
}

/**
 * What a store may carry for its calls (the thunk's extra argument): the server drawing a page
 * gives its store a fetch that answers from the API in the same process (server/draw-page.tsx).
 * The browser's store carries nothing, and calls go through the window's fetch.
 */
export interface ApiCallContext {
  fetchFn?: typeof fetch;
}

function fetchOf(extra: unknown): typeof fetch | undefined {
  return typeof extra === 'object' && extra !== null ? (extra as ApiCallContext).fetchFn : undefined;
}

export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async (request, api) => {
  const tokenWhenSent = readStoredToken();
  const result = await sendApiRequest(request, { signal: api.signal, fetchFn: fetchOf(api.extra) });
  if (result.ok) return { data: result.data };
  // A request cancelled because its session ended meanwhile (the store reset drops the screens
  // that asked) says nothing about the connection: no rule applies to it.
  if (result.failure.kind === 'cancelled' && tokenWhenSent !== readStoredToken()) return { error: result.failure };
  applyFailureRules(result.failure, request, api.dispatch);
  return { error: result.failure };
};

/** Narrows an unknown RTK Query error to an `ApiFailure`, for screens that show its message. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'kind' in error && 'message' in error;
}

/**
 * "29 Nov 2026, 12:00" in Bangkok time. Written here rather than with lib/format-date-time, which
 * would join every first page's script for this one English refusal.
 */
function englishBangkokTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * The text to show for a failed call, in the screen's language. In Thai, the server's message. In
 * English, the code's English text when the server said only what the code says; a message with
 * more in it (an amount, a limit, the address that would be locked out) stays as the server wrote
 * it, since the detail matters more than the language.
 */
export function getErrorMessage(error: unknown): string {
  if (!isApiFailure(error)) return i18next.t('errors.generic');
  if (i18next.language !== DEFAULT_LANGUAGE && error.code !== null) {
    const english = englishErrorText(error.code);
    // A refusal that names when it ends (a break from play) is told in English with that moment.
    if (english && error.until) return `${english} ${i18next.t('errors.until', { when: englishBangkokTime(error.until) })}`;
    if (english && isCatalogueMessage(error.code, error.message)) return english;
  }
  return error.message;
}
