import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../app/routes/route-error';
import { ChunkLoadError } from '../../lib/lazy-with-retry';
import { RouteErrorBoundary } from './route-error-boundary';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/fine">หน้าปกติ</Link>
      </nav>
      <RouteErrorBoundary fallback={<RouteError isInsideLayout />}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

function ChunkThatFailed(): never {
  throw new ChunkLoadError('the page chunk could not be loaded');
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/broken" element={<ChunkThatFailed />} />
          <Route path="/fine" element={<h1>หน้าที่ทำงานได้</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a page that fails to render', () => {
  it('is replaced by the error screen for what failed, inside the layout that stays', async () => {
    // React reports the caught error on the console; the screen is what the member sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: 'โหลดหน้าไม่สำเร็จ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'หน้าปกติ' })).toBeTruthy();
  });

  it('is left behind when the member goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    await screen.findByRole('heading', { name: 'โหลดหน้าไม่สำเร็จ' });
    fireEvent.click(screen.getByRole('link', { name: 'หน้าปกติ' }));
    expect(await screen.findByRole('heading', { name: 'หน้าที่ทำงานได้' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'โหลดหน้าไม่สำเร็จ' })).toBeNull();
  });
});
