import { adminLoginResponseSchema } from '@app/contract/admin';
import { describe, expect, it } from 'vitest';
import { adminOperator, createOperatorSession } from '../test/console-stub';
import { isStoredOperatorSession } from './stored-operator-session';

const session = createOperatorSession(adminOperator);
const brandId = '6f1c2b1e-9a55-4d8e-8f0e-2b8f5d1c7a10';

/** Sessions the schema takes and ones it refuses: the hand check must agree on every one. */
const samples: [string, unknown][] = [
  ['a fresh session', session],
  ['an operator of one brand', { ...session, operator: { ...adminOperator, brandIds: [brandId] } }],
  ['an operator of every brand', { ...session, operator: { ...adminOperator, brandIds: null } }],
  ['a session stored before brandIds', { ...session, operator: { id: adminOperator.id, username: 'admin', role: 'admin' } }],
  ['an end with milliseconds', { ...session, expiresAt: '2026-11-27T22:00:00.123Z' }],
  ['a finance operator', { ...session, operator: { ...adminOperator, role: 'finance' } }],
  ['a string', 'backofficeSession'],
  ['null', null],
  ['an array', [session]],
  ['no token', { ...session, token: undefined }],
  ['a numeric token', { ...session, token: 42 }],
  ['an end with an offset', { ...session, expiresAt: '2026-11-27T22:00:00+07:00' }],
  ['an end that is no date', { ...session, expiresAt: 'tomorrow' }],
  ['an end without seconds', { ...session, expiresAt: '2026-11-27T22:00Z' }],
  ['an end on 30 February', { ...session, expiresAt: '2026-02-30T10:00:00Z' }],
  ['an end in month 13', { ...session, expiresAt: '2026-13-01T10:00:00Z' }],
  ['an end at hour 25', { ...session, expiresAt: '2026-11-27T25:00:00Z' }],
  ['an unknown role', { ...session, operator: { ...adminOperator, role: 'owner' } }],
  ['a bad operator id', { ...session, operator: { ...adminOperator, id: 'admin' } }],
  ['a bad brand id', { ...session, operator: { ...adminOperator, brandIds: ['brand-1'] } }],
  ['no operator', { ...session, operator: undefined }],
];

describe('an operator session read back from local storage', () => {
  it.each(samples)('is taken exactly when the contract takes it: %s', (_name, value) => {
    expect(isStoredOperatorSession(value)).toBe(adminLoginResponseSchema.safeParse(value).success);
  });

  it('takes the session a login stores, and refuses one with an unknown role', () => {
    expect(isStoredOperatorSession(session)).toBe(true);
    expect(isStoredOperatorSession({ ...session, operator: { ...adminOperator, role: 'owner' } })).toBe(false);
  });
});
