import { thaiAddressSchema, type ThaiAddress } from '@app/contract/address';
import type { RewardCategory, RewardItem, RewardRequest } from '@app/contract/rewards/reward-catalogue';
import { stubApi } from './api-stub';
import { errorResponse, type StubbedError } from './deposit-stub';
import { jsonResponse } from './fixtures';

export const creditCategory: RewardCategory = { id: '1b7f3c2a-5d4e-4f60-8a1b-2c3d4e5f6a7b', name: 'เครดิต', image: 'rewards/credit.png', itemCount: 2 };
export const prizeCategory: RewardCategory = { id: '2c8a4d3b-6e5f-4a71-9b2c-3d4e5f6a7b8c', name: 'ของรางวัล', image: 'rewards/prize.png', itemCount: 1 };

export const credit50: RewardItem = {
  id: '3d9b5e4c-7f6a-4b82-8c3d-4e5f6a7b8c9d',
  categoryId: creditCategory.id,
  name: 'เครดิตฟรี 50 บาท',
  description: 'เข้ายอดเงินทันที',
  image: 'rewards/credit-50.png',
  kind: 'credit',
  costPoints: 100,
  creditSatang: 50_00,
  stockLeft: null,
};
export const credit500: RewardItem = {
  ...credit50,
  id: '4e0c6f5d-8a7b-4c93-9d4e-5f6a7b8c9d0e',
  name: 'เครดิตฟรี 500 บาท',
  costPoints: 900,
  creditSatang: 500_00,
};
export const shirt: RewardItem = {
  id: '5f1d7a6e-9b8c-4da4-8e5f-6a7b8c9d0e1f',
  categoryId: prizeCategory.id,
  name: 'เสื้อยืดแบรนด์',
  description: 'ไซซ์ L ผ้าฝ้าย',
  image: 'rewards/shirt.png',
  kind: 'physical',
  costPoints: 300,
  creditSatang: null,
  stockLeft: 5,
};

export const bangkokAddress: ThaiAddress = {
  houseNumber: '99/12',
  moo: '',
  road: 'ซอยสุขุมวิท 101',
  subdistrict: 'บางจาก',
  district: 'พระโขนง',
  province: 'กรุงเทพมหานคร',
  postcode: '10260',
};

/** A request as the history lists it; 2026-11-21T17:30:00Z is 22 พ.ย. 2569 00:30 in Bangkok. */
export function createRewardRequest(overrides: Partial<RewardRequest> = {}): RewardRequest {
  return {
    id: crypto.randomUUID(),
    itemId: credit50.id,
    itemName: credit50.name,
    kind: 'credit',
    costPoints: 100,
    creditSatang: 50_00,
    status: 'paid',
    address: null,
    note: null,
    createdAt: '2026-11-21T17:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export interface RewardStubOptions {
  points?: number;
  creditSatang?: number;
  categories?: RewardCategory[];
  items?: RewardItem[];
  history?: RewardRequest[];
  address?: ThaiAddress | null;
  /** Makes POST /api/auth/reward/request refuse with this error, or fail with no answer ('network'). */
  redeemRefusal?: StubbedError | 'network';
  historyRefusal?: StubbedError;
  addressRefusal?: StubbedError;
  /** Makes PATCH /api/auth/address refuse with this error. */
  saveAddressRefusal?: StubbedError;
}

function readBody(init: RequestInit | undefined): Record<string, unknown> {
  if (typeof init?.body !== 'string') return {};
  const parsed: unknown = JSON.parse(init.body);
  return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
}

/**
 * The shell's stub (stubApi) with the reward catalogue and the address answered on top, as the
 * server would: a redemption spends points, pays credit items into the balance the credit card
 * reads, and joins the history; the same idempotency key returns the first result.
 */
export function stubRewardApi(options: RewardStubOptions = {}) {
  const state = {
    points: options.points ?? 500,
    balanceSatang: options.creditSatang ?? 1_000_00,
    history: [...(options.history ?? [])],
    address: options.address ?? null,
    redeemRefusal: options.redeemRefusal,
  };
  const categories = options.categories ?? [creditCategory, prizeCategory];
  const items = options.items ?? [credit50, credit500, shirt];
  const answeredKeys = new Map<string, unknown>();
  const fetchMock = stubApi();
  const answerShellCall = fetchMock.getMockImplementation();
  if (!answerShellCall) throw new Error('the stub has no implementation');
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (url === '/api/auth/reward/request' && state.redeemRefusal === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    const answer = answerRewardCall(url, init);
    return answer ? Promise.resolve(answer) : answerShellCall(input, init);
  });
  return {
    fetchMock,
    state,
    /** Lets later redemptions through, as when the connection comes back. */
    allowRedemptions: () => {
      state.redeemRefusal = undefined;
    },
  };

  function answerRewardCall(url: string, init: RequestInit | undefined): Response | null {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/auth/user/getCredit/')) return jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: state.balanceSatang } });
    if (url === '/api/auth/reward' && method === 'POST') {
      const { categoryId } = readBody(init);
      const listed = typeof categoryId === 'string' ? items.filter((item) => item.categoryId === categoryId) : items;
      return jsonResponse(200, { data: { categories, items: listed, points: state.points } });
    }
    if (url === '/api/auth/reward/request' && method === 'POST') return redeem(readBody(init));
    if (url === '/api/auth/reward/request/history' && method === 'POST') {
      return options.historyRefusal ? errorResponse(options.historyRefusal) : jsonResponse(200, { data: state.history });
    }
    if (url === '/api/auth/address/mine') {
      return options.addressRefusal ? errorResponse(options.addressRefusal) : jsonResponse(200, { data: state.address });
    }
    if (url === '/api/auth/address' && method === 'PATCH') {
      if (options.saveAddressRefusal) return errorResponse(options.saveAddressRefusal);
      state.address = thaiAddressSchema.parse(readBody(init));
      return jsonResponse(200, { data: state.address });
    }
    return null;
  }

  function redeem(body: Record<string, unknown>): Response {
    if (state.redeemRefusal && state.redeemRefusal !== 'network') return errorResponse(state.redeemRefusal);
    const key = String(body.idempotencyKey);
    const first = answeredKeys.get(key);
    if (first) return jsonResponse(200, first);
    const item = items.find((candidate) => candidate.id === body.itemId);
    if (!item) return errorResponse({ status: 409, code: 'REWARD_ITEM_UNAVAILABLE', message: 'ของรางวัลนี้หมดหรือปิดการแลกแล้ว' });
    if (item.costPoints > state.points) return errorResponse({ status: 422, code: 'INSUFFICIENT_POINTS', message: 'พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้' });
    if (item.kind === 'physical' && !state.address) {
      return errorResponse({ status: 422, code: 'ADDRESS_REQUIRED', message: 'กรุณาบันทึกที่อยู่จัดส่งก่อนแลกของรางวัลที่ต้องจัดส่ง' });
    }
    state.points -= item.costPoints;
    state.balanceSatang += item.creditSatang ?? 0;
    const request = createRewardRequest({
      itemId: item.id,
      itemName: item.name,
      kind: item.kind,
      costPoints: item.costPoints,
      creditSatang: item.creditSatang,
      status: item.kind === 'credit' ? 'paid' : 'pending',
      address: item.kind === 'physical' ? state.address : null,
      createdAt: new Date().toISOString(),
    });
    state.history.unshift(request);
    const reply = { data: { request, balances: { balanceSatang: state.balanceSatang, points: state.points } } };
    answeredKeys.set(key, reply);
    return jsonResponse(200, reply);
  }
}
