import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeferred } from '../test/fixtures';
import { startEarly } from './start-early';
import { createAppStore } from './store';

afterEach(() => vi.unstubAllGlobals());

function requestedPaths(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://site.test').pathname);
}

describe('starting the first page early', () => {
  it('asks for the brand settings, the configuration and the website status together, before anything renders', async () => {
    // No reply arrives during the test: the three calls must all be out before any answer.
    const never = createDeferred<Response>();
    const fetchMock = vi.fn<typeof fetch>().mockReturnValue(never.promise);
    vi.stubGlobal('fetch', fetchMock);

    startEarly(createAppStore(), '/');

    await vi.waitFor(() => expect(requestedPaths(fetchMock).sort()).toEqual(['/api/configuration', '/api/setting', '/api/setting/operational/website']));
  });
});
