import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { createDeferred, jsonResponse } from '@/test/fixtures';
import { CREDIT_CACHE_KEY, getCreditApi } from './api/get-credit';

const creditReply = (balanceSatang: number) => jsonResponse(200, { data: { balanceType: 'credit', balanceSatang } });

const selectCredit = getCreditApi.endpoints.getCredit.select({ fixedCacheKey: CREDIT_CACHE_KEY, requestId: undefined });

afterEach(() => vi.unstubAllGlobals());

describe('getCredit', () => {
  it('keeps the reply of the latest request when an earlier one answers last', async () => {
    const firstReply = createDeferred<Response>();
    const secondReply = createDeferred<Response>();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(() => firstReply.promise)
      .mockImplementationOnce(() => secondReply.promise);
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();

    const first = store.dispatch(getCreditApi.endpoints.getCredit.initiate({ username: 'demo' }, { fixedCacheKey: CREDIT_CACHE_KEY }));
    const second = store.dispatch(getCreditApi.endpoints.getCredit.initiate({ username: 'demo' }, { fixedCacheKey: CREDIT_CACHE_KEY }));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    secondReply.resolve(creditReply(200_000));
    await second;
    expect(selectCredit(store.getState()).data?.balanceSatang).toBe(200_000);

    // The first request resolves last; its stale balance must not replace the newer one.
    firstReply.resolve(creditReply(100_000));
    await first;
    const credit = selectCredit(store.getState());
    expect(credit.data?.balanceSatang).toBe(200_000);
    expect(credit.requestId).toBe(second.requestId);
    expect(credit.isLoading).toBe(false);
  });

  it('posts balanceType credit for the member', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(creditReply(100_000));
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();
    await store.dispatch(getCreditApi.endpoints.getCredit.initiate({ username: 'demo' }, { fixedCacheKey: CREDIT_CACHE_KEY }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user/getCredit/demo');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ balanceType: 'credit' }) });
    expect(selectCredit(store.getState()).data).toEqual({ balanceType: 'credit', balanceSatang: 100_000 });
  });
});
