import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnPageReturn } from './use-on-page-return';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  // Back to jsdom's own getter on Document.prototype.
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useOnPageReturn', () => {
  it('answers a return from another window once', () => {
    const onReturn = vi.fn();
    renderHook(() => {
      useOnPageReturn(onReturn);
    });
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('answers a return from another tab once, though the tab fires both visibilitychange and focus', () => {
    const onReturn = vi.fn();
    renderHook(() => {
      useOnPageReturn(onReturn);
    });
    setVisibility('hidden');
    window.dispatchEvent(new Event('blur'));
    expect(onReturn).not.toHaveBeenCalled();
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a focus that followed no leave, nor once unmounted', () => {
    const onReturn = vi.fn();
    const { unmount } = renderHook(() => {
      useOnPageReturn(onReturn);
    });
    window.dispatchEvent(new Event('focus'));
    unmount();
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).not.toHaveBeenCalled();
  });
});
