import { fourEyesSettingSchema, operatorIpAllowlistSchema, setWebsiteStatusRequestSchema } from '@app/contract/admin';
import { brandHostnamesSchema, updateBrandSettingsRequestSchema, type BrandSettings } from '@app/contract/admin-settings';
import { chatWidgetSettingsSchema } from '@app/contract/settings';
import { vi } from 'vitest';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { createDeferred, jsonResponse } from '@/test/fixtures';

export const BRAND_ID = '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f';

const stubBrand = { id: BRAND_ID, code: 'demo', siteName: 'ลัคกี้สยาม', hostnames: ['luckysiam.test'], websiteStatus: 'NORMAL' };

export function createBrandSettings(overrides: Partial<BrandSettings> = {}): BrandSettings {
  return {
    brandId: BRAND_ID,
    code: 'demo',
    siteName: 'ลัคกี้สยาม',
    clientId: 'imi',
    accentColor: '#f5b301',
    hostnames: ['luckysiam.test', 'www.luckysiam.test'],
    line1Id: '@luckysiam',
    line2Id: '',
    liveScoreUrl: 'https://scores.example.com/live',
    standingsUrl: '',
    bonus: {
      bonusMax: 0,
      bonusRate: 0,
      bonusTimeStart: '00:00',
      bonusTimeEnd: '00:00',
      endNumberBonus: 0,
      bonusRate2: 0,
      bonusTimeStart2: '00:00',
      bonusTimeEnd2: '00:00',
      endNumberBonus2: 0,
    },
    chatWidget: { isEnabled: false, scriptUrl: '', fields: [] },
    affiliateRule: { basis: 'net_loss', percentBps: 50, period: 'weekly' },
    fourEyesThresholdSatang: null,
    fourEyesPendingChange: null,
    operatorIpAllowlist: [],
    lossReturnMode: 'credit',
    lossReturnPeriod: 'weekly',
    isAutoPayoutEnabled: false,
    websiteStatus: 'NORMAL',
    ...overrides,
  };
}

/** The settings writes, named by the last part of their path. */
const SETTINGS_WRITES = ['settings', 'hostnames', 'website-status', 'chat-widget', 'operator-ip-allowlist', 'four-eyes'] as const;
export type SettingsWrite = (typeof SETTINGS_WRITES)[number];

function isSettingsWrite(part: string): part is SettingsWrite {
  return SETTINGS_WRITES.some((write) => write === part);
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface SettingsStubOptions {
  settings?: BrandSettings;
  /** How many settings reads fail (with a server error) before they answer. */
  failedReads?: number;
  /** Answers each write with this error instead of saving. */
  refusals?: Partial<Record<SettingsWrite, StubbedError>>;
  /** Holds the writes' answers until the test calls `release`, to look at the screen meanwhile. */
  isHoldingWrites?: boolean;
}

/**
 * The admin settings endpoints for one brand, with state as the server keeps it: a write changes
 * what the next read answers, and it tidies host names (lower case) the way the server does.
 */
export function stubSettingsApi(options: SettingsStubOptions = {}) {
  let settings = structuredClone(options.settings ?? createBrandSettings());
  let failedReads = options.failedReads ?? 0;
  const requests: SentRequest[] = [];
  const held = createDeferred<void>();
  if (!options.isHoldingWrites) held.resolve();

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/admin/brands') return jsonResponse(200, { data: [{ ...stubBrand, websiteStatus: settings.websiteStatus }] });
    const part = url.pathname.slice(`/api/admin/brands/${BRAND_ID}/`.length);
    if (method === 'GET' && part === 'settings') return answerRead();
    if (method === 'GET' || !isSettingsWrite(part)) return errorResponse({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' });
    await held.promise;
    return answerWrite(part, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, writes: () => requests.filter((request) => request.method !== 'GET'), release: () => held.resolve(), current: () => settings };

  function answerRead(): Response {
    if (failedReads > 0) {
      failedReads -= 1;
      return errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' });
    }
    return jsonResponse(200, { data: settings });
  }

  /** Reads each body with the contract's schema, as the server does (host names come back in lower case). */
  function answerWrite(part: SettingsWrite, body: unknown): Response {
    const refusal = options.refusals?.[part];
    if (refusal) return errorResponse(refusal);
    switch (part) {
      case 'settings':
        settings = { ...settings, ...updateBrandSettingsRequestSchema.parse(body) };
        return jsonResponse(200, { data: settings });
      case 'hostnames': {
        const hostnames = [...new Set(brandHostnamesSchema.parse(body).hostnames)];
        settings = { ...settings, hostnames };
        return jsonResponse(200, { data: { hostnames } });
      }
      case 'website-status':
        settings = { ...settings, ...setWebsiteStatusRequestSchema.parse(body) };
        return jsonResponse(200, { data: { websiteStatus: settings.websiteStatus } });
      case 'chat-widget':
        settings = { ...settings, chatWidget: chatWidgetSettingsSchema.parse(body) };
        return jsonResponse(200, { data: settings.chatWidget });
      case 'operator-ip-allowlist':
        settings = { ...settings, operatorIpAllowlist: operatorIpAllowlistSchema.parse(body).entries };
        return jsonResponse(200, { data: { entries: settings.operatorIpAllowlist } });
      case 'four-eyes': {
        // As the server: a weaker rule (off, or higher) waits for a second admin; a stricter one applies.
        const asked = fourEyesSettingSchema.parse(body).thresholdSatang;
        const current = settings.fourEyesThresholdSatang;
        if (current !== null && (asked === null || asked > current)) {
          settings = {
            ...settings,
            fourEyesPendingChange: {
              thresholdSatang: asked,
              proposedBy: 'admin-1',
              proposedAt: '2026-11-21T05:00:00.000Z',
              expiresAt: '2026-11-22T05:00:00.000Z',
            },
          };
          return jsonResponse(202, { data: { thresholdSatang: current, pendingChange: settings.fourEyesPendingChange } });
        }
        settings = { ...settings, fourEyesThresholdSatang: asked, fourEyesPendingChange: null };
        return jsonResponse(200, { data: { thresholdSatang: asked, pendingChange: null } });
      }
    }
  }
}
