import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the public side menu', () => {
  it('lists the public pages with registration and login, and closes on Escape and on a chosen page', async () => {
    stubApi();
    const { router } = renderAppAt('/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'เปิดเมนู' }));
    const menu = screen.getByRole('navigation', { name: 'เมนู' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/', '/promotion', '/demo', '/live-score', '/score', '/contact', '/register', '/login']);

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'เปิดเมนู' }));
    fireEvent.click(within(screen.getByRole('navigation', { name: 'เมนู' })).getByRole('link', { name: 'ผลบอลสด' }));
    expect(router.state.location.pathname).toBe('/live-score');
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).toBeNull();
  });
});
