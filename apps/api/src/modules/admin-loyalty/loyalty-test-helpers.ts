import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '@app/contract/admin';
import { signInOperatorPerRole } from '../../test-support/operators';
import { bearer, type TestApp } from '../../test-support/test-app';

/** Shared by this module's API tests. */
export type { OperatorRole };

export interface AuditRow {
  action: string;
  operatorId: string | null;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/**
 * One new operator per role, each signed in once (a TOTP code is accepted once per operator),
 * and the calls the tests make on a brand's /api/admin/brands/{brandId} paths.
 */
export async function operatorClient(t: TestApp) {
  const tokens = await signInOperatorPerRole(t);
  const get = (role: OperatorRole, brandId: string, path: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}${path}`, headers: bearer(tokens[role]) });
  const send = (role: OperatorRole, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', brandId: string, path: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/admin/brands/${brandId}${path}`, headers: bearer(tokens[role]), ...(payload === undefined ? {} : { payload }) });
  /** The audit entries of one target, newest first. */
  const auditOf = async (targetId: string): Promise<AuditRow[]> =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?targetId=${encodeURIComponent(targetId)}`, headers: bearer(tokens.admin) })).json().data;
  return { tokens, get, send, auditOf };
}

/** The answer's error code and field, for refusals. */
export function refusal(response: LightMyRequestResponse) {
  const { error } = response.json<{ error: { code: string; field?: string } }>();
  return { status: response.statusCode, code: error.code, field: error.field };
}
