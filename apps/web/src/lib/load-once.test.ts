import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once however many callers ask', async () => {
    const load = vi.fn(() => Promise.resolve('texts'));
    const texts = loadOnce(load);
    expect(await Promise.all([texts(), texts(), texts()])).toEqual(['texts', 'texts', 'texts']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure instead of keeping it', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('lost on a weak signal')).mockResolvedValue('texts');
    const texts = loadOnce(load);
    await expect(texts()).rejects.toThrow('lost on a weak signal');
    expect(await texts()).toBe('texts');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
