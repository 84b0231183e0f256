import type { Deposit } from '@app/contract/deposits';
import type { ErrorCode } from '@app/contract/errors';
import { slipRequestInputSchema, type SlipFacts } from '@app/contract/slips';
import type { DepositAccounts } from '../features/deposit/api/get-deposit-accounts';
import type { MemberLevel } from '../features/ranking/api/get-member-level';
import type { SlipRequest } from '../features/slip/api/request-slip-review';
import { createMemberLevel, createSlipRequest, demoDepositAccounts, jsonResponse, slipFacts } from './fixtures';

export interface StubbedError {
  status: number;
  code: ErrorCode;
  message: string;
  field?: string;
}

export interface DepositStubOptions {
  depositAccounts?: DepositAccounts;
  /** Makes GET /api/auth/deposit/bank fail with this error. */
  depositAccountsRefusal?: StubbedError;
  /** Credited deposits, newest first; the stub pages them as the server does. */
  depositHistory?: Deposit[];
  /** Makes GET /api/auth/deposit/{uuid} fail with this error. */
  depositHistoryRefusal?: StubbedError;
  /** What verify reads from any slip. */
  slip?: SlipFacts;
  /** Makes POST /api/auth/slip/verify refuse with this error. */
  slipRefusal?: StubbedError;
  /** Makes POST /api/auth/slip/confirm refuse with this error. */
  slipConfirmRefusal?: StubbedError;
  /** The promotion bonus a confirmed slip earns. */
  slipBonusSatang?: number;
  /** Slips sent for review, newest first. One sent through the stub joins them at the top. */
  slipRequests?: SlipRequest[];
  /** Makes POST /api/auth/slip/request-deposit refuse with this error. */
  slipReviewRefusal?: StubbedError;
  memberLevel?: MemberLevel;
  /** Makes GET /api/auth/user/level/{uuid} fail with this error. */
  levelRefusal?: StubbedError;
}

export function errorResponse({ status, code, message, field }: StubbedError): Response {
  return jsonResponse(status, { error: { code, message, ...(field ? { field } : {}) } });
}

/** A request for review as the API reads it: anything its schema refuses is answered as the API would. */
function answerSlipReview(body: RequestInit['body'], requests: SlipRequest[]): Response {
  const parsed = slipRequestInputSchema.safeParse(typeof body === 'string' ? JSON.parse(body) : null);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return errorResponse({ status: 400, code: 'VALIDATION_FAILED', message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่', field });
  }
  const { note, amountSatang, transferredAt } = parsed.data;
  const request = createSlipRequest({
    note: note ?? null,
    amountSatang,
    transferredAt: new Date(transferredAt).toISOString(),
    createdAt: new Date().toISOString(),
  });
  requests.unshift(request);
  return jsonResponse(200, { data: request });
}

/** Pages a newest-first list as the API does, from the page and pageSize of the address. */
export function answerPage(url: string, rows: readonly unknown[]): Response {
  const query = new URL(url, 'http://stub.test').searchParams;
  const page = Number(query.get('page') ?? '1');
  const pageSize = Number(query.get('pageSize') ?? '20');
  return jsonResponse(200, { data: rows.slice((page - 1) * pageSize, page * pageSize), meta: { page, pageSize, total: rows.length } });
}

/**
 * Answers the deposit, slip and level calls as the real server would, or returns null for any
 * other call. `credit` adds a confirmed slip to the balance the credit stub reports.
 */
export function createDepositStub(options: DepositStubOptions, credit: (amountSatang: number) => void) {
  const requests = [...(options.slipRequests ?? [])];
  const facts = options.slip ?? slipFacts;

  return function answerDepositCall(url: string, init: RequestInit | undefined): Response | null {
    const isPost = init?.method === 'POST';
    if (url === '/api/auth/deposit/bank') {
      return options.depositAccountsRefusal
        ? errorResponse(options.depositAccountsRefusal)
        : jsonResponse(200, { data: options.depositAccounts ?? demoDepositAccounts });
    }
    if (url.startsWith('/api/auth/deposit/')) {
      return options.depositHistoryRefusal ? errorResponse(options.depositHistoryRefusal) : answerPage(url, options.depositHistory ?? []);
    }
    if (url === '/api/auth/slip/verify' && isPost) {
      return options.slipRefusal ? errorResponse(options.slipRefusal) : jsonResponse(200, { data: facts });
    }
    if (url === '/api/auth/slip/confirm' && isPost) {
      if (options.slipConfirmRefusal) return errorResponse(options.slipConfirmRefusal);
      const bonusSatang = options.slipBonusSatang ?? 0;
      credit(facts.amountSatang + bonusSatang);
      return jsonResponse(200, { data: { depositUuid: crypto.randomUUID(), amountSatang: facts.amountSatang, bonusSatang } });
    }
    if (url === '/api/auth/slip/request-deposit' && isPost) {
      if (options.slipReviewRefusal) return errorResponse(options.slipReviewRefusal);
      return answerSlipReview(init.body, requests);
    }
    if (url === '/api/auth/slip/my/request') return jsonResponse(200, { data: requests });
    if (url.startsWith('/api/auth/user/level/')) {
      return options.levelRefusal ? errorResponse(options.levelRefusal) : jsonResponse(200, { data: options.memberLevel ?? createMemberLevel() });
    }
    return null;
  };
}
