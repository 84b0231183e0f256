/**
 * A call the page sent before the app's script had arrived (the dashboard frame's balance,
 * early/paint-balance-early.ts), handed to the app so that it takes the reply over instead of
 * asking the server a second time. Kept on the window: the page's early script and the app are
 * two builds, and this is the one thing they share.
 */
export interface EarlyCall {
  /** The call's path and method, as the app would send it. */
  path: string;
  method: string;
  /** The session token it was sent with: a reply to another session is never taken over. */
  token: string;
  /** When it was sent (`Date.now()`): an older reply would show a balance that may have moved. */
  sentAt: number;
  /** The reply, a copy the app may read whole. */
  response: Promise<Response>;
}

/**
 * How long an early call's reply stands in for the app's own call. The app takes it over as it
 * starts, seconds after the page arrived; a later call (a refresh) must ask the server, since the
 * balance may have moved since.
 */
export const EARLY_CALL_KEPT_MS = 30_000;

interface WindowWithEarlyCalls {
  earlyCalls?: EarlyCall[];
}

function callsOf(host: WindowWithEarlyCalls): EarlyCall[] {
  host.earlyCalls ??= [];
  return host.earlyCalls;
}

export function handOverEarlyCall(call: EarlyCall, host: WindowWithEarlyCalls = globalThis as WindowWithEarlyCalls): void {
  callsOf(host).push(call);
}

/**
 * The reply of an early call the same as this one (path, method and session token) sent less than
 * EARLY_CALL_KEPT_MS ago, taken once: a later call of the same kind, a refresh, asks the server
 * again. Null when there is none.
 */
export function takeEarlyCall(
  path: string,
  method: string,
  token: string | null,
  { host = globalThis as WindowWithEarlyCalls, now = Date.now() }: { host?: WindowWithEarlyCalls; now?: number } = {},
): Promise<Response> | null {
  const calls = callsOf(host).filter((call) => now - call.sentAt < EARLY_CALL_KEPT_MS);
  host.earlyCalls = calls;
  const index = calls.findIndex((call) => call.path === path && call.method === method && call.token === token);
  if (index < 0) return null;
  const [call] = calls.splice(index, 1);
  return call?.response ?? null;
}
