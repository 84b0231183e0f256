import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../lib/api-client';
import { endsOperatorSession } from './backoffice-base-query';

const failure = (status: number, code: string): ApiFailure => ({ kind: 'http', status, code, message: code, field: null });

describe('which refusals end the operator session', () => {
  it('ends it on any 401 and on a disabled account', () => {
    expect(endsOperatorSession(failure(401, 'SESSION_EXPIRED'), { path: '/api/admin/brands/x/today' })).toBe(true);
    expect(endsOperatorSession(failure(403, 'ACCOUNT_DISABLED'), { path: '/api/admin/brands/x/today' })).toBe(true);
  });

  it('keeps it on a role or address refusal, which the screen shows', () => {
    expect(endsOperatorSession(failure(403, 'FORBIDDEN'), { path: '/api/admin/audit-log' })).toBe(false);
    expect(endsOperatorSession(failure(403, 'IP_NOT_ALLOWED'), { path: '/api/admin/brands/x/withdrawals' })).toBe(false);
    expect(endsOperatorSession(failure(409, 'SECOND_APPROVER_REQUIRED'), { path: '/api/admin/brands/x/withdrawals/y/approve' })).toBe(false);
  });

  it('ends it on a 403 from a call every role may make: the token is not an operator one', () => {
    expect(endsOperatorSession(failure(403, 'FORBIDDEN'), { path: '/api/admin/brands', isSessionCheck: true })).toBe(true);
  });

  it("leaves the login's own refusals to the form", () => {
    expect(endsOperatorSession(failure(401, 'OPERATOR_LOGIN_INVALID'), { path: '/api/admin/login', isSessionErrorExpected: true })).toBe(false);
  });
});
