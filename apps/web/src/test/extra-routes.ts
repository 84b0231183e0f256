import type { Mock } from 'vitest';

type AnswerRoute = (url: string, init: RequestInit | undefined) => Response | null | Promise<Response | null>;

/**
 * Adds routes to a stubApi fetch mock for one test file: `answer` gets each call first and returns
 * null for the calls the stub already answers.
 */
export function answerExtraRoutes(fetchMock: Mock<typeof fetch>, answer: AnswerRoute): void {
  const fallback = fetchMock.getMockImplementation();
  if (!fallback) throw new Error('the stub has no implementation');
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    return (await answer(url, init)) ?? fallback(input, init);
  });
}
