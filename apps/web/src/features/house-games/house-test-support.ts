import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { computeOutcome, floatsNeeded, type RoundInput, type RoundOutcome } from '@app/contract/house-games/outcome';
import { STUB_CLIENT_SEED, STUB_SERVER_SEED } from '@/test/house-stub';
import { nodeFairFloats } from '@/test/node-fairness';

/** What the stub's seeds draw for a round, worked out with Node's crypto, apart from the screen under test. */
export function expectedOutcome(input: RoundInput, nonce: number, serverSeed = STUB_SERVER_SEED, clientSeed = STUB_CLIENT_SEED): RoundOutcome {
  return computeOutcome(nodeFairFloats({ serverSeed, clientSeed, nonce }, floatsNeeded(input.game)), input);
}

/** The slot symbols on screen as grid[row][reel]; the cells are laid out reel by reel, three rows each. */
export function shownSlotGrid(container: HTMLElement = screen.getByTestId('slot-grid')): string[][] {
  const grid: string[][] = [[], [], []];
  within(container)
    .getAllByTestId('slot-cell')
    .forEach((cell, index) => grid[index % 3]?.push(cell.dataset.symbol ?? ''));
  return grid;
}

/** Cards on screen as "rank/suit" texts, in the order they lie. */
export function shownCards(container: HTMLElement): string[] {
  return within(container)
    .queryAllByTestId('playing-card')
    .map((card) => `${card.dataset.rank ?? ''}/${card.dataset.suit ?? ''}`);
}

export async function findBalance(text: string): Promise<void> {
  await waitFor(() => {
    expect(screen.getByTestId('play-balance').textContent).toBe(text);
  });
}

/** The calls the screen made to one path of the API, with the headers each carried. */
export function callsTo(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => ({ method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body }));
}
