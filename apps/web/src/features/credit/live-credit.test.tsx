import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_STREAM_PATH } from '@app/contract/live-balance';
import { stubApi } from '@/test/api-stub';
import { demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Answers the balance stream with events the test writes, as the server would. */
function stubBalanceStream(fetchMock: ReturnType<typeof stubApi>) {
  const encoder = new TextEncoder();
  let writeEvent: (text: string) => void = () => undefined;
  const streamRequests: RequestInit[] = [];
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation((input, init) => {
    if (String(input) !== BALANCE_STREAM_PATH) return answer?.(input, init) ?? Promise.reject(new Error('the stub has no implementation'));
    streamRequests.push(init ?? {});
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        writeEvent = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
  });
  return { streamRequests, push: (text: string) => writeEvent(text) };
}

describe('live credit', () => {
  it('shows a balance the stream pushes on every credit display, asking with the bearer token in a header', async () => {
    const fetchMock = stubApi({ creditSatang: 1_000_00 });
    const stream = stubBalanceStream(fetchMock);
    localStorage.setItem('token', 'member-token');
    renderAppAt('/auth/dashboard', { member: demoMember });
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,000.00');
    await vi.waitFor(() => expect(stream.streamRequests).toHaveLength(1));
    const headers = new Headers(stream.streamRequests[0]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer member-token');
    expect(String(fetchMock.mock.calls.find(([input]) => String(input) === BALANCE_STREAM_PATH)?.[0])).not.toContain('member-token');

    const creditCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/user/getCredit/')).length;
    const callsBefore = creditCalls();
    // A game in another tab won; a heartbeat comes first, and the event arrives in two pieces.
    stream.push(': heartbeat\n\nevent: balance\ndata: {"balanceType":"cre');
    stream.push('dit","balanceSatang":125000}\n\n');
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,250.00'));
    expect(creditCalls()).toBe(callsBefore);
  });

  it('ends the session like any call when the stream is refused for it, and does not ask again', async () => {
    const fetchMock = stubApi();
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input) === BALANCE_STREAM_PATH
        ? Promise.resolve(jsonResponse(401, { error: { code: 'SESSION_EXPIRED', message: 'เซสชันหมดอายุ' } }))
        : (answer?.(input, init) ?? Promise.reject(new Error('the stub has no implementation'))),
    );
    renderAppAt('/auth/dashboard', { member: demoMember });
    await screen.findByLabelText('ชื่อผู้ใช้');
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === BALANCE_STREAM_PATH)).toHaveLength(1);
  });
});
