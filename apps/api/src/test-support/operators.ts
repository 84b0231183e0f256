import type { OperatorRole } from '@app/contract/admin';
import { createOperator, operatorLoginBody } from './fixtures';
import type { TestApp } from './test-app';

/**
 * A new operator of `role` (of `brandIds` only, when given), signed in with password and
 * authenticator code; returns the bearer token. A new operator each time, because an
 * authenticator code is accepted once per operator.
 */
export async function signInNewOperator(t: TestApp, role: OperatorRole, brandIds?: string[]): Promise<string> {
  const operator = await createOperator(t.database.db, role, undefined, brandIds);
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(operator, t.clock.now()) });
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.body}`);
  return login.json<{ token: string }>().token;
}

/** One signed-in operator per role, for tests that check what each role may do. */
export async function signInOperatorPerRole(t: TestApp): Promise<Record<OperatorRole, string>> {
  return {
    admin: await signInNewOperator(t, 'admin'),
    finance: await signInNewOperator(t, 'finance'),
    support: await signInNewOperator(t, 'support'),
  };
}
