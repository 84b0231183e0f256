import type { Operator, OperatorSession } from '../session/operator-session-storage';
import type { BrandSummary } from '@app/contract/admin';
import type { TodayOverview } from '@app/contract/admin-reports';
import { withdrawalStatusSchema, type WithdrawalStatus } from '@app/contract/withdrawals';
import { stubApi } from '@/test/api-stub';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { demoMember, jsonResponse } from '@/test/fixtures';
import type { AuditEntry } from '../features/audit-log/api/list-audit-log';
import type { AdminWithdrawal } from '../features/withdrawals/api/list-withdrawals';

export const adminOperator: Operator = { id: '0b6f0d52-3a51-4c1f-9d7a-1f2e3d4c5b6a', username: 'somchai.admin', role: 'admin' };
export const financeOperator: Operator = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', username: 'nid.finance', role: 'finance' };
export const supportOperator: Operator = { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', username: 'ploy.support', role: 'support' };

export const OPERATOR_TOKEN = 'operator-token-1';
export const MEMBER_TOKEN = 'member-token-1';

export const demoBrand: BrandSummary = {
  id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  code: 'demo',
  siteName: 'ลัคกี้สยาม',
  hostnames: ['127.0.0.1'],
  websiteStatus: 'NORMAL',
};
export const secondBrand: BrandSummary = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'gold',
  siteName: 'โกลด์888',
  hostnames: ['gold.test'],
  websiteStatus: 'MA',
};

/** A session an hour from its end, as `POST /api/admin/login` answers it. */
export function createOperatorSession(operator: Operator = adminOperator, token = OPERATOR_TOKEN): OperatorSession {
  return { token, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), operator };
}

/** Signs an operator in the way a reload finds them: the session already in storage. */
export function storeOperatorForTest(operator: Operator = adminOperator): void {
  window.localStorage.setItem('backofficeSession', JSON.stringify(createOperatorSession(operator)));
}

/** A member signed in in the same browser, under the member site's own keys. */
export function storeMemberForTest(): void {
  window.localStorage.setItem('token', MEMBER_TOKEN);
  window.localStorage.setItem('imiUser', JSON.stringify(demoMember));
}

export function createAdminWithdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    uuid: crypto.randomUUID(),
    memberId: '5b2f7c1e-8a1d-4c1e-9a57-2f0f3e4b5c6d',
    username: 'e2edemo',
    accountName: 'นายสมชาย ใจดี',
    amountSatang: 1_250_50,
    status: 'pending',
    bankCode: '004',
    bankAccountNumber: '1234567890',
    createdAt: '2026-11-21T17:30:00.000Z',
    decidedAt: null,
    rejectReason: null,
    failureReason: null,
    bankReference: null,
    decidedBy: null,
    decidedByUsername: null,
    firstApprovedBy: null,
    firstApprovedByUsername: null,
    ...overrides,
  };
}

export function createToday(overrides: Partial<TodayOverview['figures']> = {}, queues: Partial<TodayOverview['queues']> = {}): TodayOverview {
  return {
    figures: {
      day: '2026-11-22',
      depositSatang: 152_340_00,
      depositCount: 87,
      withdrawalSatang: 98_100_50,
      withdrawalCount: 41,
      bonusSatang: 4_520_00,
      grossGamingRevenueSatang: -12_345_67,
      affiliateCommissionSatang: 1_050_25,
      lossReturnSatang: 2_300_00,
      newMembers: 12,
      ...overrides,
    },
    queues: {
      pendingWithdrawals: 5,
      awaitingSecondApproval: 1,
      failedPayouts: 2,
      unmatchedStatementLines: 3,
      ambiguousStatementLines: 0,
      pendingSlipReviews: 4,
      pendingRewardRequests: 0,
      ...queues,
    },
  };
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

type DecisionAnswer = (withdrawal: AdminWithdrawal, body: Record<string, unknown>) => Response | null;

export interface ConsoleStubOptions {
  brands?: BrandSummary[];
  /** Answers POST /api/admin/login; by default any 6-digit code signs in as the admin. */
  login?: (body: Record<string, unknown>) => Response | Promise<Response>;
  today?: TodayOverview | StubbedError;
  withdrawals?: Partial<Record<WithdrawalStatus, AdminWithdrawal[]>>;
  /** Overrides the answer to approve, reject, fail or retry; null falls back to the stub's own rules. */
  decision?: DecisionAnswer;
  /** Makes every withdrawal list fail with this error. */
  withdrawalsRefusal?: StubbedError;
  audit?: AuditEntry[];
  auditRefusal?: StubbedError;
  /** Answers every /api/admin call (but login) with this error, such as an ended session. */
  adminRefusal?: StubbedError;
}

function readBody(init: RequestInit | undefined): Record<string, unknown> {
  if (typeof init?.body !== 'string') return {};
  const parsed: unknown = JSON.parse(init.body);
  return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
}

function readAuthorization(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

/**
 * The member site's stub plus the operator API (/api/admin/*), answering as the server does:
 * the queue moves on a decision, and a withdrawal above no threshold completes on approval.
 */
export function stubConsoleApi(options: ConsoleStubOptions = {}) {
  const fetchMock = stubApi();
  const calls: RecordedCall[] = [];
  const queues = new Map<WithdrawalStatus, AdminWithdrawal[]>(
    (['pending', 'processing', 'failed', 'completed', 'rejected'] as const).map((status) => [status, [...(options.withdrawals?.[status] ?? [])]]),
  );

  answerExtraRoutes(fetchMock, (rawUrl, init) => {
    if (!rawUrl.startsWith('/api/admin/')) return null;
    const method = init?.method ?? 'GET';
    const url = new URL(rawUrl, 'http://console.test');
    const body = readBody(init);
    calls.push({ method, url: rawUrl, body, authorization: readAuthorization(init) });

    if (url.pathname === '/api/admin/login' && method === 'POST') {
      if (options.login) return options.login(body);
      return jsonResponse(200, createOperatorSession());
    }
    if (options.adminRefusal) return errorResponse(options.adminRefusal);
    if (url.pathname === '/api/admin/logout' && method === 'POST') return jsonResponse(200, { success: true });
    if (url.pathname === '/api/admin/brands') return jsonResponse(200, { data: options.brands ?? [demoBrand] });
    if (url.pathname === '/api/admin/audit-log') {
      return options.auditRefusal ? errorResponse(options.auditRefusal) : jsonResponse(200, { data: options.audit ?? [] });
    }
    const brandPath = /^\/api\/admin\/brands\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (!brandPath) return null;
    const rest = brandPath[2] ?? '';
    if (rest === 'today') {
      const today = options.today ?? createToday();
      return 'status' in today ? errorResponse(today) : jsonResponse(200, { data: today });
    }
    if (rest === 'withdrawals') {
      if (options.withdrawalsRefusal) return errorResponse(options.withdrawalsRefusal);
      const status = withdrawalStatusSchema.catch('pending').parse(url.searchParams.get('status'));
      return jsonResponse(200, { data: queues.get(status) ?? [] });
    }
    const decision = /^withdrawals\/([^/]+)\/(approve|reject|fail|retry)$/.exec(rest);
    if (decision && method === 'POST') return decide(decision[1] ?? '', decision[2] ?? '', body);
    return null;
  });

  function decide(withdrawalId: string, action: string, body: Record<string, unknown>): Response {
    const from = [...queues.entries()].find(([, rows]) => rows.some((row) => row.uuid === withdrawalId));
    const withdrawal = from?.[1].find((row) => row.uuid === withdrawalId);
    if (!from || !withdrawal) return errorResponse({ status: 404, code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });
    const custom = options.decision?.(withdrawal, body);
    if (custom) return custom;
    const statusAfter: Record<string, WithdrawalStatus> = { approve: 'completed', reject: 'rejected', fail: 'failed', retry: 'pending' };
    const status = statusAfter[action] ?? 'failed';
    const decided: AdminWithdrawal = {
      ...withdrawal,
      status,
      decidedAt: status === 'failed' || status === 'pending' ? null : new Date().toISOString(),
      rejectReason: action === 'reject' ? String(body.reason) : null,
      failureReason: action === 'fail' ? String(body.reason) : null,
    };
    queues.set(
      from[0],
      from[1].filter((row) => row.uuid !== withdrawalId),
    );
    queues.get(status)?.unshift(decided);
    const { memberId: _memberId, username: _username, ...answer } = decided;
    return jsonResponse(200, { data: answer });
  }

  return { fetchMock, calls };
}
