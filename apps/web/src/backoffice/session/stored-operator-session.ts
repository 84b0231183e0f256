import type { OperatorSession } from './operator-session-storage';

/**
 * Whether a session read back from local storage has the shape the contract's
 * adminLoginResponseSchema gives it. Written by hand so the console's login page, which reads
 * the stored session first, does not download zod (docs/decisions.md, "Replies the browser
 * trusts"); a test holds it to the schema. Storage can hold a session of an older release or
 * anything another script wrote, so every field the console reads is checked.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The ISO form the API writes (`2026-11-27T22:00:00.000Z`), as zod's `z.iso.datetime()` takes it. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ROLES: readonly unknown[] = ['admin', 'finance', 'support'];

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID.test(value);

/** A real calendar instant: the date part must survive a round trip (no 30 February). */
function isIsoDateTime(value: unknown): boolean {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
}

function isOperator(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { brandIds } = value;
  const hasBrands = brandIds === undefined || brandIds === null || (Array.isArray(brandIds) && brandIds.every(isUuid));
  return isUuid(value.id) && typeof value.username === 'string' && ROLES.includes(value.role) && hasBrands;
}

export function isStoredOperatorSession(value: unknown): value is OperatorSession {
  return isObject(value) && typeof value.token === 'string' && isIsoDateTime(value.expiresAt) && isOperator(value.operator);
}
