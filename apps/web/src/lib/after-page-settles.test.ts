import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, IDLE_WAIT_LIMIT_MS } from './after-page-settles';

function stubReadyState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** Keeps what is handed to requestIdleCallback; the returned function runs it, as an idle moment would. */
function stubIdleCallbacks(): () => void {
  const idleCallbacks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  return () => idleCallbacks.forEach((callback) => callback());
}

describe('afterPageSettles', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the load event and then for the idle moment after it', () => {
    const idleCallbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    stubReadyState('interactive');
    const work = vi.fn();

    afterPageSettles(work);
    expect(requestIdleCallback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_WAIT_LIMIT_MS });
    expect(work).not.toHaveBeenCalled();

    idleCallbacks.forEach((callback) => callback());
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits only for the idle moment when the page has already loaded', () => {
    const runIdleCallbacks = stubIdleCallbacks();
    stubReadyState('complete');
    const work = vi.fn();

    afterPageSettles(work);
    expect(work).not.toHaveBeenCalled();
    runIdleCallbacks();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs in a later task where the browser has no idle callback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    stubReadyState('complete');
    const work = vi.fn();

    afterPageSettles(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs the work once, however many load events follow', () => {
    const runIdleCallbacks = stubIdleCallbacks();
    stubReadyState('loading');
    const work = vi.fn();

    afterPageSettles(work);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    runIdleCallbacks();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the load event', () => {
    const idleCallbacks = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.set(idleCallbacks.size + 1, callback).size);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.delete(handle));
    stubReadyState('loading');
    const beforeLoad = vi.fn();
    const afterLoad = vi.fn();

    afterPageSettles(beforeLoad)();
    const cancelAfterLoad = afterPageSettles(afterLoad);
    window.dispatchEvent(new Event('load'));
    cancelAfterLoad();
    idleCallbacks.forEach((callback) => callback());
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
