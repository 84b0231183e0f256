import {
  createPrizeOptionRequestSchema,
  updatePrizeOptionRequestSchema,
  updateRewardItemRequestSchema,
  type AdminPrizeOption,
  type AdminRewardItem,
} from '@app/contract/admin-loyalty';
import { vi } from 'vitest';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { jsonResponse } from '@/test/fixtures';
import { BRAND_ID, createRewardItem, seedCategories, seedItems, seedRequests, seedWheel } from './prize-fixtures';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface PrizesStubOptions {
  /** Answers every write (POST, PATCH, DELETE) with this error. */
  writeRefusal?: StubbedError;
  /** Makes every read fail with this error. */
  readRefusal?: StubbedError;
  /** Holds every write's answer until the test settles it (to see the dialog while it waits). */
  holdWrites?: () => Promise<void>;
  isEmpty?: boolean;
}

const NOT_FOUND: StubbedError = { status: 404, code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' };

/** weight / the active weights' sum as the API rounds it: half up, two decimals of a percent. */
function withProbabilities(options: AdminPrizeOption[]) {
  const total = options.filter((option) => option.isActive).reduce((sum, option) => sum + option.weight, 0);
  const shown = options.map((option) => {
    const hundredths = option.isActive && total > 0 ? Math.floor((option.weight * 20_000) / total + 1) >> 1 : 0;
    return {
      ...option,
      probability: hundredths / 10_000,
      probabilityPercent: `${String(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`,
    };
  });
  return { data: { game: 'wheel', totalActiveWeight: total, options: [...shown].sort((a, b) => a.sortOrder - b.sortOrder) } };
}

/**
 * The admin prize, catalogue and reward-request endpoints of one brand as the server answers
 * them, with state: a change of a weight moves every probability, a decision empties the queue.
 */
export function stubPrizesApi(options: PrizesStubOptions = {}) {
  let wheel = options.isEmpty ? [] : seedWheel();
  let items = options.isEmpty ? [] : seedItems();
  let requests = options.isEmpty ? [] : seedRequests();
  const categories = options.isEmpty ? [] : seedCategories();
  const sent: SentRequest[] = [];

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/admin/brands')
      return jsonResponse(200, { data: [{ id: BRAND_ID, code: 'demo', siteName: 'เว็บทดสอบ', hostnames: ['localhost'], websiteStatus: 'NORMAL' }] });
    if (method === 'GET' && options.readRefusal) return errorResponse(options.readRefusal);
    if (method !== 'GET') {
      await options.holdWrites?.();
      if (options.writeRefusal) return errorResponse(options.writeRefusal);
    }
    const [resource, id, action] = url.pathname.slice(`/api/admin/brands/${BRAND_ID}/`.length).split('/');
    const fields = Object(body);
    if (resource === 'prizes') return answerPrizes(method, id, body);
    if (resource === 'reward-categories' && method === 'GET') return jsonResponse(200, { data: categories });
    if (resource === 'reward-items') return answerItems(method, id, body);
    if (resource === 'reward-requests' && !id) return jsonResponse(200, { data: requests });
    if (resource === 'reward-requests' && action === 'decision') {
      const request = requests.find((candidate) => candidate.id === id);
      if (!request) return errorResponse(NOT_FOUND);
      requests = requests.filter((candidate) => candidate !== request);
      const { memberId: _memberId, username: _username, ...decided } = request;
      return jsonResponse(200, {
        data: { ...decided, status: Reflect.get(fields, 'decision'), note: Reflect.get(fields, 'note'), decidedAt: '2026-11-22T03:00:00.000Z' },
      });
    }
    return errorResponse({ status: 404, code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };

  // The bodies are parsed with the contract, so a test fails when the panel sends what the API refuses.
  function answerPrizes(method: string, id: string | undefined, body: unknown): Response {
    if (method === 'POST') {
      const created = createPrizeOptionRequestSchema.parse(body);
      wheel = [
        ...wheel,
        { ...created, id: crypto.randomUUID(), sortOrder: created.sortOrder ?? wheel.length, hasDraws: false, probability: 0, probabilityPercent: '0.00' },
      ];
    } else if (method === 'PATCH') {
      const changes = updatePrizeOptionRequestSchema.parse(body);
      if (!wheel.some((option) => option.id === id)) return errorResponse(NOT_FOUND);
      wheel = wheel.map((option) => (option.id === id ? { ...option, ...changes } : option));
    } else if (method === 'DELETE') {
      wheel = wheel.filter((option) => option.id !== id);
    }
    return jsonResponse(200, withProbabilities(wheel));
  }

  function answerItems(method: string, id: string | undefined, body: unknown): Response {
    if (method === 'GET') return jsonResponse(200, { data: items });
    const template: AdminRewardItem = items.find((item) => item.id === id) ?? createRewardItem({ id: crypto.randomUUID() });
    const saved: AdminRewardItem = { ...template, ...updateRewardItemRequestSchema.parse(body) };
    items = id ? items.map((item) => (item.id === id ? saved : item)) : [...items, saved];
    return jsonResponse(200, { data: saved });
  }
}
