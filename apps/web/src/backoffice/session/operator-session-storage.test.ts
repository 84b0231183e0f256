import { afterEach, describe, expect, it } from 'vitest';
import { adminOperator, createOperatorSession } from '../test/console-stub';
import { clearStoredOperatorSession, readStoredOperatorSession, storeOperatorSession } from './operator-session-storage';

afterEach(() => {
  window.localStorage.clear();
});

describe('the stored operator session', () => {
  it('is kept under its own key, apart from the member keys', () => {
    window.localStorage.setItem('token', 'member-token');
    const session = createOperatorSession(adminOperator);
    storeOperatorSession(session);
    expect(readStoredOperatorSession()).toEqual(session);
    clearStoredOperatorSession();
    expect(readStoredOperatorSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('member-token');
  });

  it('is not read once it has passed its end, nor when it is damaged', () => {
    const session = createOperatorSession(adminOperator);
    storeOperatorSession(session);
    expect(readStoredOperatorSession(new Date(Date.parse(session.expiresAt) + 1))).toBeNull();
    window.localStorage.setItem('backofficeSession', '{"token":');
    expect(readStoredOperatorSession()).toBeNull();
    window.localStorage.setItem('backofficeSession', JSON.stringify({ ...session, operator: { ...adminOperator, role: 'owner' } }));
    expect(readStoredOperatorSession()).toBeNull();
  });
});
