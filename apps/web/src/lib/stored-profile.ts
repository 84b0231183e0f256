import type { UserProfile } from '@app/contract/user';

/**
 * Whether a profile read back from local storage has the shape the contract's userProfileSchema
 * gives it. Written by hand so the first screen, which restores the session before anything
 * else, does not download zod (docs/decisions.md, "Replies the browser trusts"); a test holds
 * it to the schema. Storage can hold a profile of an older release or anything another script
 * wrote, so every field the screens read is checked.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isUuid = (value: unknown): boolean => isString(value) && UUID.test(value);
const isTier = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6;
const hasStrings = (value: Fields, keys: readonly string[]): boolean => keys.every((key) => isString(value[key]));

const ADDRESS_FIELDS = ['houseNumber', 'moo', 'road', 'subdistrict', 'district', 'province', 'postcode'] as const;

function isBank(value: unknown): boolean {
  return value === null || (isObject(value) && isUuid(value.uuid) && hasStrings(value, ['bankCode', 'bankId', 'bankName']));
}

function isAddress(value: unknown): boolean {
  return value === null || (isObject(value) && hasStrings(value, ADDRESS_FIELDS));
}

export function isStoredProfile(value: unknown): value is UserProfile {
  if (!isObject(value)) return false;
  const { user_pass: pass, user_credit: credit } = value;
  return (
    isUuid(value.uuid) &&
    hasStrings(value, ['name', 'phone']) &&
    isTier(value.level) &&
    isObject(pass) &&
    isString(pass.username) &&
    isBank(value.user_bank) &&
    isObject(credit) &&
    Number.isInteger(credit.point) &&
    isTier(credit.level) &&
    isAddress(value.user_address)
  );
}
