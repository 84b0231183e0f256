import type { MemberSummary } from '@app/contract/admin-members';
import type { AdminSlipRequest } from '@app/contract/admin-slips';
import { answerExtraRoutes } from '@/test/extra-routes';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { jsonResponse } from '@/test/fixtures';
import { demoBrand, stubConsoleApi } from '@/backoffice/test/console-stub';
import type { AdminStatementLine } from '../api/list-statement-lines';

export const BRAND_PATH = `/api/admin/brands/${demoBrand.id}`;

/** The bytes of a PNG's signature: enough for the photo route's answer. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 2026-11-21T17:30:00Z is 22 พ.ย. 2569 00:30 in Bangkok. */
export function createSlipRequest(overrides: Partial<AdminSlipRequest> = {}): AdminSlipRequest {
  return {
    uuid: crypto.randomUUID(),
    memberId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    username: 'somsak99',
    sendingBank: '004',
    transRef: 'KB20261122A0001',
    note: null,
    claimedAmountSatang: 500_00,
    claimedTransferredAt: '2026-11-21T17:20:00.000Z',
    createdAt: '2026-11-21T17:30:00.000Z',
    status: 'pending',
    decidedAt: null,
    decisionNote: null,
    depositUuid: null,
    ...overrides,
  };
}

export function createStatementLine(overrides: Partial<AdminStatementLine> = {}): AdminStatementLine {
  return {
    uuid: crypto.randomUUID(),
    bankReference: 'STMT-0001',
    senderBankCode: '014',
    senderAccount: '4567890',
    amountSatang: 500_00,
    occurredAt: '2026-11-21T17:30:00.000Z',
    status: 'unmatched',
    memberId: null,
    note: null,
    ...overrides,
  };
}

export const twinSummary: MemberSummary = {
  uuid: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  username: 'e2etwin',
  name: 'สมหญิง ใจดี',
  phone: '0898765432',
  status: 'active',
  level: 2,
  creditSatang: 100_000,
  createdAt: '2026-11-21T17:30:00.000Z',
};

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface DepositsStubOptions {
  slips?: AdminSlipRequest[];
  lines?: AdminStatementLine[];
  members?: MemberSummary[];
  /** Answers every approve, reject and assign with this error. */
  decisionRefusal?: StubbedError;
  /** Makes both lists fail with this error. */
  listRefusal?: StubbedError;
}

function readBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : null;
}

/**
 * The console stub plus the deposit review routes, answering as the server does: a decided slip
 * or line leaves its queue, and the member search finds members by username prefix.
 */
export function stubDepositsApi(options: DepositsStubOptions = {}) {
  const { fetchMock } = stubConsoleApi();
  const calls: SentCall[] = [];
  let slips = [...(options.slips ?? [])];
  let lines = [...(options.lines ?? [])];

  const decide = (remove: () => void, answer: unknown): Response => {
    if (options.decisionRefusal) return errorResponse(options.decisionRefusal);
    remove();
    return jsonResponse(200, { data: answer });
  };

  answerExtraRoutes(fetchMock, (rawUrl, init) => {
    const url = new URL(rawUrl, 'http://console.test');
    if (!url.pathname.startsWith(`${BRAND_PATH}/`)) return null;
    const rest = url.pathname.slice(BRAND_PATH.length + 1);
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, query: url.searchParams, body: readBody(init), authorization: new Headers(init?.headers).get('Authorization') });

    if (rest === 'slip-requests') return options.listRefusal ? errorResponse(options.listRefusal) : jsonResponse(200, { data: slips });
    if (rest === 'statement-lines') {
      if (options.listRefusal) return errorResponse(options.listRefusal);
      return jsonResponse(200, { data: lines.filter((line) => line.status === url.searchParams.get('status')) });
    }
    if (rest === 'members') {
      const q = url.searchParams.get('q') ?? '';
      return jsonResponse(200, { data: (options.members ?? [twinSummary]).filter((member) => member.username.startsWith(q)) });
    }
    const slip = /^slip-requests\/([^/]+)\/(image|approve|reject)$/.exec(rest);
    const slipFound = slips.find((candidate) => candidate.uuid === slip?.[1]);
    if (slip && slipFound) {
      if (slip[2] === 'image') return new Response(PNG_BYTES, { status: 200, headers: { 'Content-Type': 'image/png' } });
      const status = slip[2] === 'approve' ? 'approved' : 'rejected';
      return decide(() => (slips = slips.filter((candidate) => candidate !== slipFound)), { ...slipFound, status });
    }
    const line = /^statement-lines\/([^/]+)\/(assign|reject)$/.exec(rest);
    const lineFound = lines.find((candidate) => candidate.uuid === line?.[1]);
    if (line && lineFound) {
      const depositUuid = line[2] === 'assign' ? crypto.randomUUID() : null;
      return decide(() => (lines = lines.filter((candidate) => candidate !== lineFound)), { lineId: lineFound.uuid, depositUuid });
    }
    return errorResponse({ status: 404, code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });
  });

  return { calls, posts: () => calls.filter((call) => call.method === 'POST') };
}
