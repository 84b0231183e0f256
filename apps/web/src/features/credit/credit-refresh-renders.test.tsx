import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { jsonResponse } from '@/test/fixtures';
import { CREDIT_CACHE_KEY, getCreditApi } from './api/get-credit';
import { useCreditRefresh } from './hooks/use-credit-refresh';

afterEach(() => vi.unstubAllGlobals());

describe('useCreditRefresh', () => {
  it('does not draw its screen again when another part asks for the balance and it arrives', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: { balanceType: 'credit', balanceSatang: 100_000 } })));
    const store = createAppStore();
    let renders = 0;
    // Stands for the dashboard, which holds the refresh for its check-in and draws the whole page.
    function Screen() {
      renders += 1;
      useCreditRefresh('demo');
      return null;
    }
    render(
      <Provider store={store}>
        <Screen />
      </Provider>,
    );
    expect(renders).toBe(1);

    // The credit card asks for the balance on the same shared request, twice (at once, then on
    // the member's return to the tab).
    const askAsTheCardDoes = () => store.dispatch(getCreditApi.endpoints.getCredit.initiate({ username: 'demo' }, { fixedCacheKey: CREDIT_CACHE_KEY }));
    await act(() => askAsTheCardDoes());
    await act(() => askAsTheCardDoes());
    expect(store.getState().api.mutations).not.toEqual({});
    expect(renders).toBe(1);
  });
});
