import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../lib/base-api';
import { pageRepliesArrived } from '../lib/page-replies';
import { stubApi } from '../test/api-stub';
import { fetchBrandReplies } from '../server/draw-page';
import { askForBrandReplies } from './brand-replies';
import { createAppStore, type RootState } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The brand's replies as a shell carries them, read the way the server reads them. */
async function repliesOfAnotherStore() {
  const replies = await fetchBrandReplies(stubApi());
  const api = replies?.[baseApi.reducerPath] as RootState['api'] | undefined;
  expect(Object.values(api?.queries ?? {}).map((query) => query?.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  if (!api) throw new Error('the brand replies were not read');
  return { [baseApi.reducerPath]: api };
}

describe("asking for the brand's replies", () => {
  it('asks the API for the four replies when the page came without them', async () => {
    const fetchMock = stubApi();
    askForBrandReplies(createAppStore());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });

  it('neither asks nor dispatches anything for the replies the page arrived with', async () => {
    const replies = await repliesOfAnotherStore();
    const fetchMock = stubApi();
    const store = createAppStore();
    store.dispatch(pageRepliesArrived(replies));
    const dispatched = vi.fn();
    store.subscribe(dispatched);

    askForBrandReplies(store);
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('asks only for a reply the page arrived without', async () => {
    const replies = await repliesOfAnotherStore();
    const api = replies[baseApi.reducerPath];
    const queries = Object.fromEntries(Object.entries(api.queries).filter(([key]) => !key.startsWith('getLivePromotionBanners')));
    const fetchMock = stubApi();
    const store = createAppStore();
    store.dispatch(pageRepliesArrived({ [baseApi.reducerPath]: { ...api, queries } }));

    askForBrandReplies(store);

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/promotion-banners');
  });
});
