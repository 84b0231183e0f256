import { vi } from 'vitest';
import type { PublicSettings, WebsiteStatus } from '@app/contract/settings';
import { demoMember, jsonResponse } from './fixtures';

export const testSettings: PublicSettings = {
  siteName: 'เว็บทดสอบ',
  clientId: 'demo',
  imageBaseUrl: '/brand-assets/demo/',
  accentColor: '#f5b301',
  line: { line1: { id: '@demo' }, line2: { id: '@demo2' } },
  operation: { websiteStatus: 'NORMAL' },
  liveScoreUrl: 'https://example.test/live',
  standingsUrl: 'https://example.test/table',
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

interface ApiStubOptions {
  websiteStatus?: WebsiteStatus;
  language?: 'th' | 'en';
  settings?: Partial<PublicSettings>;
}

/** Answers the API calls the shell makes, as the real server would, for rendering tests. */
export function stubApi({ websiteStatus = 'NORMAL', settings = {}, language = 'th' }: ApiStubOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>((input) => Promise.resolve(answer(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;

  function answer(input: RequestInfo | URL): Response {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (url === '/api/setting') return jsonResponse(200, { data: { ...testSettings, ...settings } });
    if (url === '/api/setting/operational/website') return jsonResponse(200, { data: { websiteStatus } });
    if (url === '/api/configuration') {
      return jsonResponse(200, { data: [{ key: 'home.normal.logo', value: { data: { path: 'logo.svg' } } }] });
    }
    if (url.startsWith('/api/auth/user/detail/')) return jsonResponse(200, { data: demoMember });
    if (url === '/api/auth/setting') return jsonResponse(200, { data: { language } });
    if (url.startsWith('/api/auth/user/getCredit/')) {
      return jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 100_000 } });
    }
    return jsonResponse(404, { error: { code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' } });
  }
}
