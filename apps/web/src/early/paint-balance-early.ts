import { formatBaht } from '@app/contract/money-format';
import { creditCall } from '@/features/credit/api/credit-call';
import { buildCallHeaders } from '@/lib/client-headers';
import { handOverEarlyCall } from '@/lib/early-calls';
import { readStoredSession } from '@/lib/session-storage';

/**
 * Served with the dashboard's frame, which the server draws before it can know the member (the
 * session lives in the browser's storage): this small script, built apart from the app
 * (vite.config.ts, mode "early"), asks for the stored member's balance as the page arrives and
 * shows it in the frame's credit card, without waiting for the app's script, which a phone on a
 * slow connection is still downloading. The app takes the reply over rather than asking again
 * (lib/early-calls.ts), and once it has taken the frame over the card is the app's alone.
 */

/** Marks the credit card while it is the frame's (credit-card.tsx); gone once the app has drawn the member. */
const FRAME_CARD_SELECTOR = '[data-credit-frame]';
/** The card's balance line and its figure, both empty and hidden in the frame. */
const FRAME_AMOUNT_SELECTOR = '[data-credit-amount]';
const FRAME_VALUE_SELECTOR = '[data-credit-value]';

/** Writes the balance into the frame's card; nothing once the app has the card (or no card is there). */
function showBalanceInFrame(doc: Document, balanceSatang: number): void {
  const card = doc.querySelector(FRAME_CARD_SELECTOR);
  const amount = card?.querySelector<HTMLElement>(FRAME_AMOUNT_SELECTOR);
  const value = amount?.querySelector(FRAME_VALUE_SELECTOR);
  if (!amount || !value) return;
  value.textContent = formatBaht(balanceSatang);
  amount.hidden = false;
}

function balanceOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('balanceSatang' in data)) return null;
  return Number.isSafeInteger(data.balanceSatang) ? (data.balanceSatang as number) : null;
}

/** Once the document is parsed: the reply may come back before the frame's card has arrived. */
function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/**
 * Asks for the stored member's balance and shows it in the frame. No stored session: nothing is
 * asked (the app sends the visitor to the login page). A refused or failed call shows nothing
 * here; the app, taking the reply over, applies its rules (a dead session ends, a lost connection
 * is retried).
 */
export function paintBalanceEarly(doc: Document = document, fetchFn: typeof fetch = fetch.bind(globalThis)): void {
  const session = readStoredSession();
  if (!session) return;
  const call = creditCall(session.user.user_pass.username);
  const sentAt = Date.now();
  const sent = fetchFn(call.path, {
    method: call.method,
    headers: buildCallHeaders({ userAgent: navigator.userAgent, token: session.token, hasBody: true }),
    body: JSON.stringify(call.body),
  });
  // The copy is made before this script reads the reply, so the app can read it whole. A failed
  // call is the app's to report, when it takes the copy over; until then it is not an error here.
  const copy = sent.then((response) => response.clone());
  copy.catch(() => undefined);
  handOverEarlyCall({ path: call.path, method: call.method, token: session.token, sentAt, response: copy });
  sent
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const balanceSatang = balanceOf(body);
      if (balanceSatang !== null) whenParsed(doc, () => showBalanceInFrame(doc, balanceSatang));
    })
    .catch(() => undefined);
}
