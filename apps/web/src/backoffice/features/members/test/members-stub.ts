import type { MemberSummary } from '@app/contract/admin-members';
import type { UserProfile } from '@app/contract/user';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';

export const BRAND_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

/** The one brand the console lists, and so works on. */
const stubBrand = { id: BRAND_ID, code: 'demo', siteName: 'เว็บทดสอบ', hostnames: ['localhost'], websiteStatus: 'NORMAL' };

/** 2026-11-21T17:30:00Z is 22 พ.ย. 2569 00:30 in Bangkok. */
const CREATED_AT = '2026-11-21T17:30:00.000Z';

export interface StubMember {
  summary: MemberSummary;
  profile: UserProfile;
  affiliateBalanceSatang: number;
  upline: { uuid: string; username: string } | null;
  downline: { uuid: string; username: string; createdAt: string }[];
}

function createMember(uuid: string, username: string, overrides: Partial<MemberSummary> = {}): StubMember {
  const summary: MemberSummary = {
    uuid,
    username,
    name: 'สมศรี มีสุข',
    phone: '0898765432',
    status: 'active',
    level: 2,
    creditSatang: 100_000,
    createdAt: CREATED_AT,
    ...overrides,
  };
  return {
    summary,
    profile: {
      uuid,
      name: summary.name,
      phone: summary.phone,
      level: summary.level,
      user_pass: { username },
      user_bank: { uuid: '0c4a6b1e-3f2d-4b8a-9c7e-1d2e3f4a5b6c', bankCode: '004', bankId: '1234567890', bankName: 'ธนาคารกสิกรไทย' },
      user_credit: { point: 1_250, level: summary.level },
      user_address: { houseNumber: '99/12', moo: '5', road: 'ถนนสุขุมวิท', subdistrict: 'บางพลีใหญ่', district: 'บางพลี', province: 'สมุทรปราการ', postcode: '10540' },
    },
    affiliateBalanceSatang: 5_000,
    upline: null,
    downline: [],
  };
}

export const twin = createMember('3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c', 'e2etwin');
export const inviter = createMember('4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d', 'inviter01', { name: 'ผู้แนะนำ ใจดี', phone: '0811111111' });
export const friend = createMember('5b4c3d2e-1f0a-4b9c-8d7e-7f6a5b4c3d2e', 'friend01', { name: 'เพื่อน ใหม่', phone: '0822222222', level: 1, status: 'locked' });
twin.upline = { uuid: inviter.summary.uuid, username: inviter.summary.username };
twin.downline = [{ uuid: friend.summary.uuid, username: friend.summary.username, createdAt: CREATED_AT }];

interface LedgerEntry {
  id: string;
  transferId: string;
  kind: string;
  amountSatang: number;
  balanceAfterSatang: number;
  memo: Record<string, unknown>;
  createdAt: string;
}

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface MembersStubOptions {
  /** Makes the search fail with this error. */
  searchRefusal?: StubbedError;
  /** Answers every credit adjustment with this error. */
  adjustRefusal?: StubbedError;
  /** Answer the credit adjustments in turn; a deferred promise holds an answer until the test settles it. */
  adjustAnswers?: (() => Promise<Response>)[];
  statusRefusal?: StubbedError;
  /** Answers every added break from play with this error. */
  breakRefusal?: StubbedError;
  /** Answers every call that is not about the members, such as the member site's settings. */
  fallback?: typeof fetch;
}

/** The twin set a daily deposit limit of 3,000 baht (1,200 used), then asked to raise it to 5,000. */
const resetsAt = '2026-11-21T17:00:00.000Z';
const twinLimits = (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
  (['day', 'week', 'month'] as const).map((period) =>
    kind === 'deposit' && period === 'day'
      ? {
          kind,
          period,
          limitSatang: 3_000_00,
          usedSatang: 1_200_00,
          resetsAt,
          pendingRaise: { amountSatang: 5_000_00, requestedAt: '2026-11-20T05:00:00.000Z', confirmableAt: '2026-11-21T05:00:00.000Z' },
        }
      : { kind, period, limitSatang: null, usedSatang: 0, resetsAt, pendingRaise: null },
  ),
);
const twinLimitHistory = [
  { kind: 'deposit', period: 'day', change: 'raise_requested', amountSatang: 5_000_00, at: '2026-11-20T05:00:00.000Z' },
  { kind: 'deposit', period: 'day', change: 'lowered', amountSatang: 3_000_00, at: '2026-11-19T05:00:00.000Z' },
];

/**
 * The admin member endpoints as the server answers them, for one brand and three members, with
 * state: an adjustment moves the credit and adds a ledger entry, a lock changes the status.
 */
export function stubMembersApi(options: MembersStubOptions = {}) {
  const members = new Map([twin, inviter, friend].map((member) => [member.summary.uuid, structuredClone(member)]));
  const ledgers = new Map<string, Record<'credit' | 'point' | 'affiliate', LedgerEntry[]>>();
  for (const member of members.values())
    ledgers.set(member.summary.uuid, { credit: seedCreditLedger(member.summary.creditSatang), point: seedPointLedger(), affiliate: [] });
  const requests: SentRequest[] = [];
  const adjustAnswers = [...(options.adjustAnswers ?? [])];
  /** Breaks from play per member, newest first: none until the test adds one. */
  const breaks = new Map<string, Record<string, unknown>[]>();

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (options.fallback && !url.pathname.startsWith('/api/admin/')) return options.fallback(input, init);
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    return answer(method, url, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, members };

  async function answer(method: string, url: URL, body: unknown): Promise<Response> {
    if (url.pathname === '/api/admin/brands') return jsonResponse(200, { data: [stubBrand] });
    const prefix = `/api/admin/brands/${BRAND_ID}/members`;
    if (!url.pathname.startsWith(prefix)) return errorResponse({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' });
    const [memberId, part] = url.pathname.slice(prefix.length + 1).split('/');
    if (!memberId) return answerSearch(url.searchParams.get('q') ?? '');
    const member = members.get(memberId);
    if (!member) return errorResponse({ status: 404, code: 'MEMBER_NOT_FOUND', message: 'ไม่พบสมาชิก' });
    if (!part) return jsonResponse(200, { data: detailOf(member) });
    if (part === 'ledger') return answerLedger(member, url.searchParams);
    if (part === 'sessions') return jsonResponse(200, { data: sessions() });
    if (part === 'protection' && method === 'GET') {
      const history = breaks.get(memberId) ?? [];
      return jsonResponse(200, { data: { activeBreak: history[0] ?? null, history, limits: twinLimits, limitHistory: twinLimitHistory } });
    }
    if (url.pathname.endsWith('/protection/breaks') && method === 'POST') return answerBreak(memberId, body);
    if (part === 'downline') return jsonResponse(200, { data: member.downline, meta: { total: member.downline.length } });
    if (part === 'status' && method === 'PUT') return answerStatus(member, body);
    if (part === 'credit-adjustments' && method === 'POST') return answerAdjustment(member, body);
    return errorResponse({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' });
  }

  /** An admin's added break: it starts now and is set by the signed-in operator ('admin' in these tests). */
  function answerBreak(memberId: string, body: unknown): Response {
    if (options.breakRefusal) return errorResponse(options.breakRefusal);
    const request = body as { kind: string; period: string; reason: string };
    const startsAt = new Date().toISOString();
    const endsAt = request.period === 'permanent' ? null : new Date(Date.now() + 183 * 86_400_000).toISOString();
    const written = { kind: request.kind, period: request.period, startsAt, endsAt, setBy: 'operator' };
    breaks.set(memberId, [{ ...written, operatorUsername: 'admin', reason: request.reason, isFromLinkedAccount: false }, ...(breaks.get(memberId) ?? [])]);
    return jsonResponse(200, { data: written });
  }

  function answerSearch(q: string): Response {
    if (options.searchRefusal) return errorResponse(options.searchRefusal);
    const found = [...members.values()].filter(
      ({ summary, profile }) => summary.username.startsWith(q.toLowerCase()) || summary.phone === q || profile.user_bank?.bankId === q,
    );
    return jsonResponse(200, { data: found.map((member) => member.summary) });
  }

  function detailOf(member: StubMember) {
    return {
      member: member.summary,
      profile: member.profile,
      affiliateBalanceSatang: member.affiliateBalanceSatang,
      upline: member.upline,
      downlineCount: member.downline.length,
      teamCode: 'TEAM7',
      marketingCode: null,
    };
  }

  function answerLedger(member: StubMember, query: URLSearchParams): Response {
    const account = query.get('account');
    const page = Number(query.get('page') ?? '1');
    const ledger = ledgers.get(member.summary.uuid);
    const entries = (account === 'point' ? ledger?.point : account === 'affiliate' ? ledger?.affiliate : ledger?.credit) ?? [];
    const pageSize = 50;
    return jsonResponse(200, { data: entries.slice((page - 1) * pageSize, page * pageSize), meta: { page, pageSize, total: entries.length } });
  }

  function answerStatus(member: StubMember, body: unknown): Response {
    if (options.statusRefusal) return errorResponse(options.statusRefusal);
    const status = Reflect.get(Object(body), 'status');
    if (status !== 'active' && status !== 'locked') return errorResponse({ status: 400, code: 'VALIDATION_FAILED', message: 'ข้อมูลไม่ถูกต้อง', field: 'status' });
    member.summary = { ...member.summary, status };
    return jsonResponse(200, { data: member.summary });
  }

  async function answerAdjustment(member: StubMember, body: unknown): Promise<Response> {
    const held = adjustAnswers.shift();
    if (held) return held();
    if (options.adjustRefusal) return errorResponse(options.adjustRefusal);
    const direction = Reflect.get(Object(body), 'direction');
    const amountSatang = Number(Reflect.get(Object(body), 'amountSatang'));
    const signed = direction === 'debit' ? -amountSatang : amountSatang;
    if (member.summary.creditSatang + signed < 0) return errorResponse({ status: 422, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' });
    member.summary = { ...member.summary, creditSatang: member.summary.creditSatang + signed };
    const transferId = String(900 + requests.length);
    ledgers.get(member.summary.uuid)?.credit.unshift({
      id: `e${transferId}`,
      transferId,
      kind: 'adjustment',
      amountSatang: signed,
      balanceAfterSatang: member.summary.creditSatang,
      memo: { reason: Reflect.get(Object(body), 'reason') },
      createdAt: new Date().toISOString(),
    });
    return jsonResponse(200, { data: { transferId, balanceAfterSatang: member.summary.creditSatang } });
  }
}

/** 60 credit entries, so the ledger has two pages; the newest leaves the member at their credit. */
function seedCreditLedger(creditSatang: number): LedgerEntry[] {
  return Array.from({ length: 60 }, (_unused, index) => ({
    id: `c${index}`,
    transferId: String(100 + index),
    kind: index % 2 === 0 ? 'deposit' : 'bet',
    amountSatang: index % 2 === 0 ? 10_000 : -2_500,
    balanceAfterSatang: creditSatang - index * 100,
    memo: {},
    createdAt: CREATED_AT,
  }));
}

function seedPointLedger(): LedgerEntry[] {
  return [{ id: 'p1', transferId: '77', kind: 'point_earn', amountSatang: 1_250, balanceAfterSatang: 1_250, memo: {}, createdAt: CREATED_AT }];
}

function sessions() {
  return [
    {
      id: 's1',
      createdAt: CREATED_AT,
      lastSeenAt: CREATED_AT,
      expiresAt: '2099-01-01T00:00:00.000Z',
      revokedAt: null,
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      platform: 'ios',
    },
    {
      id: 's2',
      createdAt: CREATED_AT,
      lastSeenAt: CREATED_AT,
      expiresAt: CREATED_AT,
      revokedAt: CREATED_AT,
      ipAddress: null,
      userAgent: null,
      platform: null,
    },
  ];
}
