import { updateRewardSettingsRequestSchema, type AdminTier, type RewardSettings } from '@app/contract/admin-loyalty';
import type { BrandSettings } from '@app/contract/admin-settings';
import { commissionRuleSchema } from '@app/contract/affiliate';
import { TIERS } from '@app/contract/tiers';
import { vi } from 'vitest';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { jsonResponse } from '@/test/fixtures';
import type { CheckInDay } from '../api/list-check-in-days';

export const BRAND_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const BRAND_PATH = `/api/admin/brands/${BRAND_ID}`;
const stubBrand = { id: BRAND_ID, code: 'demo', siteName: 'เว็บทดสอบ', hostnames: ['localhost'], websiteStatus: 'NORMAL' };

/** The demo seed's bonus: 10% on deposits ending .11 in the morning, 5% on .22 after noon, at most 1,000 baht. */
export function createBrandSettings(): BrandSettings {
  return {
    brandId: BRAND_ID,
    code: 'demo',
    siteName: 'เว็บทดสอบ',
    clientId: 'demo',
    accentColor: '#f5b301',
    hostnames: ['localhost'],
    line1Id: '@demo',
    line2Id: '',
    liveScoreUrl: '',
    standingsUrl: '',
    bonus: {
      bonusMax: 1_000_00,
      bonusRate: 10,
      bonusTimeStart: '00:00:00',
      bonusTimeEnd: '11:59:59',
      endNumberBonus: 11,
      bonusRate2: 5,
      bonusTimeStart2: '12:00:00',
      bonusTimeEnd2: '23:59:59',
      endNumberBonus2: 22,
    },
    chatWidget: { isEnabled: false, scriptUrl: '', fields: [] },
    affiliateRule: { basis: 'net_loss', percentBps: 100, period: 'weekly' },
    fourEyesThresholdSatang: null,
    fourEyesPendingChange: null,
    operatorIpAllowlist: [],
    lossReturnMode: 'credit',
    lossReturnPeriod: 'weekly',
    isAutoPayoutEnabled: false,
    websiteStatus: 'NORMAL',
  };
}

/** The default tier table, as a new brand's is. */
export function createTiers(): AdminTier[] {
  return TIERS.map((tier) => ({
    level: tier.level,
    code: tier.code,
    name: tier.nameTh,
    disabled: tier.isDisabled,
    judgedMonthly: tier.judgedMonthly,
    requirementSatang: tier.requirementSatang,
    withdrawCapSatang: tier.withdrawCapSatang,
    withdrawCapPer: tier.withdrawCapPer,
    maxPerWithdrawalSatang: tier.maxPerWithdrawalSatang,
    lossReturnBasisPoints: tier.lossReturnPercent * 100,
    nextLevelSatang: tier.nextLevelSatang,
    colour: tier.colour,
    imagePath: `tiers/${tier.code}.svg`,
    details: [`ถอนได้วันละ ${tier.level} ครั้ง`],
  }));
}

/** Day 1 pays 10 baht, day 2 50 points, day 7 100 baht; the rest nothing. */
export function createRewardSettings(): RewardSettings {
  return {
    isCheckInOpen: true,
    pointsPer100BahtDeposit: 1,
    wheelDailyDraws: 1,
    wheelDepositMinSatang: 500_00,
    flipCardDailyDraws: 1,
    flipCardDepositMinSatang: 300_00,
    depositDrawValidDays: 1,
  };
}

export function createCheckInDays(): CheckInDay[] {
  return Array.from({ length: 31 }, (_, index) => {
    const day = index + 1;
    if (day === 1) return { day, reward: { kind: 'credit', amountSatang: 10_00 } };
    if (day === 2) return { day, reward: { kind: 'point', points: 50 } };
    if (day === 7) return { day, reward: { kind: 'credit', amountSatang: 100_00 } };
    return { day, reward: { kind: 'none' } };
  });
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface PromotionsStubOptions {
  /** Answers the reads (settings, tiers, check-in days) with this error, until `recover()` is called. */
  readRefusal?: StubbedError;
  /** Answer the writes in turn; an empty queue lets the stub apply the write as the server does. */
  writeAnswers?: (() => Promise<Response>)[];
  tiers?: AdminTier[];
}

/**
 * The promotions endpoints of one brand as the server answers them, with state: a saved bonus,
 * tier or day is what the next read returns.
 */
export function stubPromotionsApi(options: PromotionsStubOptions = {}) {
  let settings = createBrandSettings();
  let tiers = options.tiers ?? createTiers();
  let days = createCheckInDays();
  let rewardSettings = createRewardSettings();
  let readRefusal = options.readRefusal ?? null;
  const writeAnswers = [...(options.writeAnswers ?? [])];
  const requests: SentRequest[] = [];

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/admin/brands') return jsonResponse(200, { data: [stubBrand] });
    if (!url.pathname.startsWith(`${BRAND_PATH}/`)) return errorResponse({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' });
    const rest = url.pathname.slice(BRAND_PATH.length + 1);
    if (method === 'GET') return read(rest);
    const held = writeAnswers.shift();
    if (held) return held();
    return write(rest, Object(body));
  });
  vi.stubGlobal('fetch', fetchMock);

  function read(rest: string): Response {
    if (readRefusal) return errorResponse(readRefusal);
    if (rest === 'settings') return jsonResponse(200, { data: settings });
    if (rest === 'tiers') return jsonResponse(200, { data: tiers });
    if (rest === 'check-in-days') return jsonResponse(200, { data: days });
    if (rest === 'reward-settings') return jsonResponse(200, { data: rewardSettings });
    return errorResponse({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' });
  }

  function write(rest: string, body: object): Response {
    if (rest === 'settings') {
      settings = { ...settings, ...body };
      return jsonResponse(200, { data: settings });
    }
    if (rest === 'reward-settings') {
      rewardSettings = { ...rewardSettings, ...updateRewardSettingsRequestSchema.parse(body) };
      return jsonResponse(200, { data: rewardSettings });
    }
    if (rest === 'affiliate-rule') {
      settings = { ...settings, affiliateRule: commissionRuleSchema.parse(body) };
      return jsonResponse(200, { data: settings.affiliateRule });
    }
    const tier = /^tiers\/(\d)$/.exec(rest);
    if (tier) {
      const level = Number(tier[1]);
      tiers = tiers.map((row) => (row.level === level ? { ...row, ...body } : row));
      return jsonResponse(200, { data: tiers.find((row) => row.level === level) });
    }
    const checkIn = /^check-in-days\/(\d+)$/.exec(rest);
    if (checkIn) {
      const day = Number(checkIn[1]);
      const reward: unknown = Reflect.get(body, 'reward');
      days = days.map((row) => (row.day === day ? { day, reward: Object(reward) } : row));
      return jsonResponse(200, { data: days.find((row) => row.day === day) });
    }
    return errorResponse({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' });
  }

  return {
    fetchMock,
    requests,
    writes: () => requests.filter((request) => request.method !== 'GET'),
    /** The brand's settings as the server holds them now. */
    current: () => settings,
    currentRewardSettings: () => rewardSettings,
    recover: () => {
      readRefusal = null;
    },
  };
}
