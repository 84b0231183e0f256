import type { Mock } from 'vitest';
import type { AffiliateLogEntry, CommissionRule, DownlineMember } from '@app/contract/affiliate';
import { parseBahtToSatang } from '@app/contract/money-format';
import { errorResponse, type StubbedError } from './deposit-stub';
import { demoMember, jsonResponse } from './fixtures';

/** Test support: answers the affiliate routes on top of stubApi's fetch mock, as the server would. */

export type AffiliateRead = 'code' | 'bonus' | 'downline' | 'commission' | 'log';

export interface AffiliateStubOptions {
  code?: string;
  balanceSatang?: number;
  totalEarnedSatang?: number;
  rule?: CommissionRule;
  /** Newest first. */
  downline?: DownlineMember[];
  /** What the commission report answers for any range, keyed by username as on the wire. */
  commission?: Record<string, { baseSatang: number; bonusSatang: number }>;
  /** Newest first; a move out of the balance joins it at the top. */
  log?: AffiliateLogEntry[];
  /** The credit balance the stub's getCredit answers, which a move to credit raises. */
  creditSatang?: number;
  /** Refuses every withdrawal with this error. */
  withdrawRefusal?: StubbedError;
  /** Holds each withdrawal's answer until this settles. */
  withdrawHold?: Promise<unknown>;
  /** Loses this many withdrawal requests on the way (the network fails) before answering the next ones. */
  withdrawDropCount?: number;
  /** Makes these reads fail with this error until the test clears them. */
  failures?: Partial<Record<AffiliateRead, StubbedError>>;
}

export interface AffiliateStub {
  readonly balanceSatang: number;
  readonly creditSatang: number;
  /** The withdrawal requests received, with their parsed bodies. */
  readonly withdrawBodies: unknown[];
  /** The ranges the commission report and the log were asked for. */
  readonly rangeBodies: { read: 'commission' | 'log'; body: unknown }[];
  /** Failing reads; delete an entry to let the next request through. */
  readonly failures: Partial<Record<AffiliateRead, StubbedError>>;
}

export const DEMO_AFFILIATE_CODE = 'DEMO2569';

const USERNAME = demoMember.user_pass.username;

function readBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

function readField(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, field) : undefined;
}

/** Answers /api/auth/affiliate/*, the affiliate log and the credit; everything else goes to the stub underneath. */
export function stubAffiliate(fetchMock: Mock<typeof fetch>, options: AffiliateStubOptions = {}): AffiliateStub {
  const fallback = fetchMock.getMockImplementation();
  if (!fallback) throw new Error('the stub has no implementation');
  const downline = options.downline ?? [];
  const log = [...(options.log ?? [])];
  const state = {
    balanceSatang: options.balanceSatang ?? 250_00,
    creditSatang: options.creditSatang ?? 1_000_00,
    withdrawBodies: [] as unknown[],
    dropsLeft: options.withdrawDropCount ?? 0,
    rangeBodies: [] as { read: 'commission' | 'log'; body: unknown }[],
    failures: { ...options.failures },
  };
  const refuse = (read: AffiliateRead) => {
    const failure = state.failures[read];
    return failure ? errorResponse(failure) : null;
  };
  const forbidden = () => errorResponse({ status: 403, code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' });

  const answerWithdraw = async (init: RequestInit | undefined) => {
    const body = readBody(init);
    state.withdrawBodies.push(body);
    await options.withdrawHold;
    if (state.dropsLeft > 0) {
      state.dropsLeft -= 1;
      throw new TypeError('Failed to fetch');
    }
    if (options.withdrawRefusal) return errorResponse(options.withdrawRefusal);
    const amount = readField(body, 'amount');
    const type = readField(body, 'type');
    const amountSatang = typeof amount === 'string' ? parseBahtToSatang(amount) : null;
    if (amountSatang === null || (type !== 'credit' && type !== 'bank')) {
      return errorResponse({ status: 400, code: 'VALIDATION_FAILED', message: 'ข้อมูลไม่ถูกต้อง', field: 'amount' });
    }
    if (amountSatang > state.balanceSatang) return errorResponse({ status: 422, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ', field: 'amount' });
    state.balanceSatang -= amountSatang;
    if (type === 'credit') state.creditSatang += amountSatang;
    log.unshift({
      id: crypto.randomUUID(),
      kind: type === 'credit' ? 'to_credit' : 'to_bank',
      amountSatang: -amountSatang,
      balanceAfterSatang: state.balanceSatang,
      createdAt: new Date().toISOString(),
    });
    return jsonResponse(200, {
      data: { type, amountSatang, affiliateBalanceAfterSatang: state.balanceSatang, withdrawalUuid: type === 'bank' ? crypto.randomUUID() : null },
    });
  };

  const answer = (url: string, init: RequestInit | undefined): Response | Promise<Response> | null => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/auth/user/getCredit/')) return jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: state.creditSatang } });
    if (url.startsWith('/api/auth/affiliate/code/') && method === 'GET') {
      if (url !== `/api/auth/affiliate/code/${demoMember.uuid}`) return forbidden();
      return refuse('code') ?? jsonResponse(200, { data: { code: options.code ?? DEMO_AFFILIATE_CODE } });
    }
    if (url.startsWith('/api/auth/affiliate/bonus/') && method === 'GET') {
      if (url !== `/api/auth/affiliate/bonus/${USERNAME}`) return forbidden();
      return (
        refuse('bonus') ??
        jsonResponse(200, {
          data: {
            balanceSatang: state.balanceSatang,
            totalEarnedSatang: options.totalEarnedSatang ?? 1_250_00,
            downlineCount: downline.length,
            rule: options.rule ?? { basis: 'net_loss', percentBps: 50, period: 'daily' },
          },
        })
      );
    }
    if (url.startsWith('/api/auth/affiliate/downline/bonus/') && method === 'POST') {
      if (url !== `/api/auth/affiliate/downline/bonus/${USERNAME}`) return forbidden();
      state.rangeBodies.push({ read: 'commission', body: readBody(init) });
      const users = options.commission ?? {};
      const totalBonus = Object.values(users).reduce((sum, user) => sum + user.bonusSatang, 0);
      return refuse('commission') ?? jsonResponse(200, { success: true, data: { total_bonus: totalBonus, downline_users: users } });
    }
    if (url.startsWith('/api/auth/affiliate/downline/') && method === 'GET') {
      if (url !== `/api/auth/affiliate/downline/${USERNAME}`) return forbidden();
      return refuse('downline') ?? jsonResponse(200, { data: downline, meta: { total: downline.length } });
    }
    if (url.startsWith('/api/auth/affiliate/withdraw/') && method === 'POST') {
      return url === `/api/auth/affiliate/withdraw/${USERNAME}` ? answerWithdraw(init) : forbidden();
    }
    if (url.startsWith('/api/auth/log/affiliate/') && method === 'POST' && readField(readBody(init), 'type') === 'af') {
      if (url !== `/api/auth/log/affiliate/${USERNAME}`) return forbidden();
      state.rangeBodies.push({ read: 'log', body: readBody(init) });
      return refuse('log') ?? jsonResponse(200, { data: log });
    }
    return null;
  };

  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    return (await answer(url, init)) ?? fallback(input, init);
  });

  return {
    get balanceSatang() {
      return state.balanceSatang;
    },
    get creditSatang() {
      return state.creditSatang;
    },
    withdrawBodies: state.withdrawBodies,
    rangeBodies: state.rangeBodies,
    failures: state.failures,
  };
}
