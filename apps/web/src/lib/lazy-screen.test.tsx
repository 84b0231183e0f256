import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazy-with-retry';

function Loading({ onShown }: { onShown: () => void }) {
  onShown();
  return <p>กำลังโหลด</p>;
}

function renderScreen(Screen: ReturnType<typeof lazyWithRetry<object>>) {
  const loadingShown = vi.fn();
  render(
    <Suspense fallback={<Loading onShown={loadingShown} />}>
      <Screen />
    </Suspense>,
  );
  return loadingShown;
}

describe('lazyWithRetry', () => {
  it('draws a screen preloaded before its first render in that render, without the loading screen', async () => {
    const Screen = lazyWithRetry(async () => ({ default: () => <h1>แดชบอร์ด</h1> }));
    await Screen.preload();
    const loadingShown = renderScreen(Screen);
    // No await: the screen is there in the render's own commit.
    expect(screen.queryByRole('heading', { name: 'แดชบอร์ด' })).not.toBeNull();
    expect(loadingShown).not.toHaveBeenCalled();
  });

  it('shows the loading screen for a chunk still on its way, then the screen', async () => {
    const Screen = lazyWithRetry(async () => ({ default: () => <h1>แดชบอร์ด</h1> }));
    const loadingShown = renderScreen(Screen);
    expect(loadingShown).toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'แดชบอร์ด' });
  });

  it('loads a chunk once, however often it is preloaded and drawn', async () => {
    const importer = vi.fn(async () => ({ default: () => <h1>แดชบอร์ด</h1> }));
    const Screen = lazyWithRetry(importer);
    await Promise.all([Screen.preload(), Screen.preload()]);
    renderScreen(Screen);
    await Screen.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
