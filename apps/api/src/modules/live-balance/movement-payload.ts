/** The channel every API instance LISTENs on for ledger movements of any instance. */
export const LEDGER_MOVED_CHANNEL = 'ledger_moved';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; this leaves room to spare. */
export const MAX_PAYLOAD_BYTES = 7_900;

/**
 * The ids of the ledger accounts that moved, as comma-separated decimal numbers (ASCII, so one
 * byte a character), in as few payloads as fit under MAX_PAYLOAD_BYTES: about 900 accounts each.
 */
export function encodeMovedAccounts(accountIds: Iterable<number>): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const id of accountIds) {
    const text = String(id);
    if (current && current.length + 1 + text.length > MAX_PAYLOAD_BYTES) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${text}` : text;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The account ids of one payload; anything that is not an id is skipped. */
export function decodeMovedAccounts(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
