import { vi } from 'vitest';
import { parseBahtToSatang } from '@app/contract/money-format';
import type { PublicSettings, WebsiteStatus } from '@app/contract/settings';
import type { Withdrawal } from '@app/contract/withdrawals';
import type { UserProfile } from '@app/contract/user';
import { answerPage, createDepositStub, errorResponse, type DepositStubOptions, type StubbedError } from './deposit-stub';
import { createUnsetLimits, createWithdrawal, demoMember, jsonResponse } from './fixtures';
import { createHouseStub, type HouseStubOptions } from './house-stub';
import { createGamesStub, type GamesStubOptions } from './games-stub';

export const testSettings: PublicSettings = {
  siteName: 'เว็บทดสอบ',
  clientId: 'demo',
  imageBaseUrl: '/brand-assets/demo/',
  accentColor: '#f5b301',
  line: { line1: { id: '@demo' }, line2: { id: '@demo2' } },
  operation: { websiteStatus: 'NORMAL' },
  liveScoreUrl: 'https://example.test/live',
  standingsUrl: 'https://example.test/table',
  chatWidget: { isEnabled: false, scriptUrl: '', fields: [] },
  bonus: {
    bonusMax: 0,
    bonusRate: 0,
    bonusTimeStart: '00:00:00',
    bonusTimeEnd: '00:00:00',
    endNumberBonus: 0,
    bonusRate2: 0,
    bonusTimeStart2: '00:00:00',
    bonusTimeEnd2: '00:00:00',
    endNumberBonus2: 0,
  },
  variants: { minimalLayoutClientId: 'minimal-client', withdrawSlotClientId: 'withdraw-client' },
};

interface ApiStubOptions extends DepositStubOptions, GamesStubOptions {
  websiteStatus?: WebsiteStatus;
  language?: 'th' | 'en';
  settings?: Partial<PublicSettings>;
  /** The member's credit. A withdrawal the stub accepts holds the money, as the server does. */
  creditSatang?: number;
  /** Pending withdrawals, newest first. An accepted withdrawal joins them at the top. */
  pendingWithdrawals?: Withdrawal[];
  /** Decided withdrawals, newest first; the stub pages them as the server does. */
  withdrawalHistory?: Withdrawal[];
  /** Makes POST /api/auth/withdraw/{uuid} refuse with this error instead of accepting. */
  withdrawRefusal?: StubbedError;
  /** Makes the pending list fail with this error. */
  pendingRefusal?: StubbedError;
  /** The house games' API (/api/house/*), answered only when given. */
  house?: HouseStubOptions;
  /** The profile GET /api/auth/user/detail/{uuid} answers: the demo member unless given. */
  member?: UserProfile;
}

function readAmount(body: RequestInit['body']): number | null {
  if (typeof body !== 'string') return null;
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== 'object' || parsed === null || !('amount' in parsed) || typeof parsed.amount !== 'string') return null;
  return parseBahtToSatang(parsed.amount);
}

/** Answers the API calls the shell makes, as the real server would, for rendering tests. */
export function stubApi({
  websiteStatus = 'NORMAL',
  settings = {},
  language = 'th',
  creditSatang = 100_000,
  pendingWithdrawals = [],
  withdrawalHistory = [],
  withdrawRefusal,
  pendingRefusal,
  house,
  member = demoMember,
  ...featureOptions
}: ApiStubOptions = {}) {
  let balanceSatang = creditSatang;
  const pending = [...pendingWithdrawals];
  const credit = (amountSatang: number) => {
    balanceSatang += amountSatang;
  };
  const answerDepositCall = createDepositStub(featureOptions, credit);
  const answerGamesCall = createGamesStub(featureOptions, credit);
  const answerHouseCall = house ? createHouseStub(house) : () => null;
  const fetchMock = vi.fn<typeof fetch>((input, init) => Promise.resolve(answer(input, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;

  function answer(input: RequestInfo | URL, init: RequestInit | undefined): Response {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (url === '/api/setting') return jsonResponse(200, { data: { ...testSettings, ...settings } });
    if (url === '/api/setting/operational/website') return jsonResponse(200, { data: { websiteStatus } });
    if (url === '/api/configuration') {
      return jsonResponse(200, { data: [{ key: 'home.normal.logo', value: { data: { path: 'logo.svg' } } }] });
    }
    if (url.startsWith('/api/auth/user/detail/')) return jsonResponse(200, { data: member });
    if (url === '/api/auth/setting') return jsonResponse(200, { data: { language } });
    // No promotion banners unless a test adds some: the carousel is then left out of the page.
    if (url === '/api/promotion-banners') return jsonResponse(200, { data: [] });
    if (url.startsWith('/api/auth/user/getCredit/')) {
      return jsonResponse(200, { data: { balanceType: 'credit', balanceSatang } });
    }
    // A member without play limits; the limits' own tests answer this route themselves.
    if (url === '/api/auth/protection/limits' && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, { data: createUnsetLimits() });
    if (url.startsWith('/api/auth/withdraw/withdraw-request/')) {
      return pendingRefusal ? errorResponse(pendingRefusal) : jsonResponse(200, { data: pending });
    }
    if (url.startsWith('/api/auth/withdraw/withdraw-history/')) return answerPage(url, withdrawalHistory);
    if (url === '/api/auth/withdraw/retry' && init?.method === 'POST') return answerRetry(init.body);
    if (url.startsWith('/api/auth/withdraw/') && init?.method === 'POST') return answerWithdraw(init.body);
    const depositAnswer = answerDepositCall(url, init);
    if (depositAnswer) return depositAnswer;
    const houseAnswer = answerHouseCall(url, init);
    if (houseAnswer) return houseAnswer;
    const gamesAnswer = answerGamesCall(url, init);
    if (gamesAnswer) return gamesAnswer;
    return jsonResponse(404, { error: { code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' } });
  }

  /** A failed payout goes back to pending, as the server does. */
  function answerRetry(body: RequestInit['body']): Response {
    const uuid: unknown = typeof body === 'string' ? Reflect.get(Object(JSON.parse(body)), 'uuid') : undefined;
    const index = pending.findIndex((withdrawal) => withdrawal.uuid === uuid && withdrawal.status === 'failed');
    const failed = pending[index];
    if (!failed) return jsonResponse(409, { error: { code: 'WITHDRAWAL_NOT_FAILED', message: 'ส่งคำขอถอนใหม่ได้เฉพาะรายการที่โอนไม่สำเร็จ' } });
    const retried = { ...failed, status: 'pending' as const, failureReason: null };
    pending[index] = retried;
    return jsonResponse(200, { data: retried });
  }

  function answerWithdraw(body: RequestInit['body']): Response {
    if (withdrawRefusal) return errorResponse(withdrawRefusal);
    const amountSatang = readAmount(body);
    if (amountSatang === null) return jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'ข้อมูลไม่ถูกต้อง', field: 'amount' } });
    if (amountSatang > balanceSatang) return jsonResponse(422, { error: { code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' } });
    balanceSatang -= amountSatang;
    const withdrawal = createWithdrawal({ amountSatang, createdAt: new Date().toISOString() });
    pending.unshift(withdrawal);
    return jsonResponse(200, { data: { ...withdrawal, balanceAfterSatang: balanceSatang } });
  }
}
