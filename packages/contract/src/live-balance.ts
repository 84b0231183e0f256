// No zod here, so the member shell opens the stream without downloading zod (the event's schema
// is user.ts's balanceEventSchema).
/**
 * The live balance: a member page holds one server-sent-events stream open (GET, bearer token in
 * the Authorization header, never in the address) and receives its own credit balance whenever
 * it moves, whichever API instance moved it.
 */
export const BALANCE_STREAM_PATH = '/api/auth/credit/stream';

/** The event that carries the balance; its data is one JSON object of user.ts's balanceEventSchema. */
export const BALANCE_EVENT = 'balance';
