import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppPath, isLaunchUrlAllowed, launchGame } from './launch-game';

afterEach(() => vi.restoreAllMocks());

describe('launchGame', () => {
  it('opens a new tab on a desktop and cuts its way back to this page', () => {
    // A frame's window stands in for the new tab: a real Window whose opener can be cut.
    const frame = document.body.appendChild(document.createElement('iframe'));
    const tab = frame.contentWindow;
    if (!tab) throw new Error('jsdom gave the frame no window');
    tab.opener = window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const navigateInApp = vi.fn();
    expect(launchGame('https://games.example.test/play?token=abc', { isSameTab: false, navigateInApp })).toBe('new-tab');
    expect(open).toHaveBeenCalledWith('https://games.example.test/play?token=abc', '_blank');
    expect(tab.opener).toBeNull();
    expect(navigateInApp).not.toHaveBeenCalled();
    frame.remove();
  });

  it('falls back to this tab when the browser blocks the new one', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const navigateInApp = vi.fn();
    expect(launchGame('/play/house?game=house-slot&token=abc', { isSameTab: false, navigateInApp })).toBe('in-app');
    expect(navigateInApp).toHaveBeenCalledWith('/play/house?game=house-slot&token=abc');
  });

  it('moves within the app for a house game on a phone, without opening a tab', () => {
    const open = vi.spyOn(window, 'open');
    const navigateInApp = vi.fn();
    expect(launchGame('/play/house?game=house-hilo&token=abc', { isSameTab: true, navigateInApp })).toBe('in-app');
    expect(open).not.toHaveBeenCalled();
    expect(navigateInApp).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://games.example.test/play?token=abc'],
    ['//evil.example.test/play'],
    ['/\\evil.example.test/play'],
    ['/\t/evil.example.test/play'],
    ['play/house?game=house-slot'],
    [''],
  ])('opens nothing for %j, in a new tab or this one', (launchUrl) => {
    const open = vi.spyOn(window, 'open');
    const navigateInApp = vi.fn();
    const addressBefore = window.location.href;
    expect(launchGame(launchUrl, { isSameTab: false, navigateInApp })).toBe('refused');
    expect(launchGame(launchUrl, { isSameTab: true, navigateInApp })).toBe('refused');
    expect(open).not.toHaveBeenCalled();
    expect(navigateInApp).not.toHaveBeenCalled();
    expect(window.location.href).toBe(addressBefore);
  });
});

describe('isAppPath', () => {
  it('tells a path of this site from another site', () => {
    expect(isAppPath('/play/house?game=house-slot')).toBe(true);
    expect(isAppPath('//evil.example.test/play')).toBe(false);
    // Browsers read a backslash as a slash, and drop tabs and line breaks from an address.
    expect(isAppPath('/\\evil.example.test/play')).toBe(false);
    expect(isAppPath('/\n/evil.example.test/play')).toBe(false);
    expect(isAppPath('https://games.example.test/play')).toBe(false);
  });
});

describe('isLaunchUrlAllowed', () => {
  it('allows a path of this site and a provider’s https address only', () => {
    expect(isLaunchUrlAllowed('/play/house?game=house-slot&token=abc')).toBe(true);
    expect(isLaunchUrlAllowed('https://games.example.test/play?token=abc')).toBe(true);
    expect(isLaunchUrlAllowed('HTTPS://games.example.test/play')).toBe(true);
    expect(isLaunchUrlAllowed('http://games.example.test/play')).toBe(false);
    expect(isLaunchUrlAllowed('JavaScript:alert(1)')).toBe(false);
    expect(isLaunchUrlAllowed('ftp://games.example.test/play')).toBe(false);
  });

  it('allows a plain http game on this machine while the site runs on this machine too, as in development', () => {
    // The test page is http://localhost:3000, like the development site; the sandbox aggregator listens on loopback.
    expect(isLaunchUrlAllowed('http://127.0.0.1:3100/play/abc')).toBe(true);
    expect(isLaunchUrlAllowed('http://localhost:3100/play/abc')).toBe(true);
    expect(isLaunchUrlAllowed('http://127.0.0.2:3100/play/abc')).toBe(false);
    expect(isLaunchUrlAllowed('http://127.0.0.1.example.test/play')).toBe(false);
    expect(isLaunchUrlAllowed('http://brand.e2e.localhost:3100/play/abc')).toBe(true);
    expect(isLaunchUrlAllowed('http://localhost.example.test/play')).toBe(false);
  });
});
