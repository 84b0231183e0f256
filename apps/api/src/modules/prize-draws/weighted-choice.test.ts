import { describe, expect, it } from 'vitest';
import { DEFAULT_WHEEL } from '../rewards/reward-defaults';
import { pickWeighted } from './weighted-choice';

/** A "random" source that always answers `ticket`, and remembers the bound it was asked for. */
function fixedTicket(ticket: number) {
  const asked: number[] = [];
  return {
    asked,
    randomBelow: (max: number) => {
      asked.push(max);
      return ticket;
    },
  };
}

describe('pickWeighted', () => {
  it('maps every ticket of the total to the item whose share of the total holds it', () => {
    const weights = [3, 1, 2];
    const picks = Array.from({ length: 6 }, (_, ticket) => pickWeighted(weights, fixedTicket(ticket).randomBelow));
    expect(picks).toEqual([0, 0, 0, 1, 2, 2]);
    const source = fixedTicket(0);
    pickWeighted(weights, source.randomBelow);
    expect(source.asked).toEqual([6]);
  });

  it("gives each segment of the default wheel exactly its weight's number of tickets", () => {
    const total = DEFAULT_WHEEL.reduce((sum, prize) => sum + prize.weight, 0);
    const weights = DEFAULT_WHEEL.map((prize) => prize.weight);
    const tickets = DEFAULT_WHEEL.map(() => 0);
    let previous = 0;
    for (let ticket = 0; ticket < total; ticket += 1) {
      const index = pickWeighted(weights, fixedTicket(ticket).randomBelow);
      // Tickets are walked in order, so the index never goes back.
      expect(index).toBeGreaterThanOrEqual(previous);
      previous = index;
      tickets[index] = (tickets[index] ?? 0) + 1;
    }
    expect(tickets).toEqual(weights);
  });

  it('picks the only item of a one-item list', () => {
    expect(pickWeighted([7], fixedTicket(6).randomBelow)).toBe(0);
  });

  it('never picks an item of weight 0, which holds no ticket', () => {
    const weights = [0, 2, 0, 1, 0];
    const picks = Array.from({ length: 3 }, (_, ticket) => pickWeighted(weights, fixedTicket(ticket).randomBelow));
    expect(picks).toEqual([1, 1, 3]);
  });

  it.each([
    [[], 'no items'],
    [[0, 0], 'only zero weights'],
    [[2, -1], 'a negative weight'],
    [[1.5, 1], 'a fractional weight'],
    [[Number.NaN], 'NaN'],
    [[Number.POSITIVE_INFINITY], 'an infinite weight'],
    [[Number.MAX_SAFE_INTEGER, 1], 'a total beyond the safe integers'],
  ])('refuses %j (%s)', (weights) => {
    expect(() => pickWeighted(weights, () => 0)).toThrow(RangeError);
  });

  it('refuses a random source that answers outside [0, total)', () => {
    expect(() => pickWeighted([1, 2], () => 3)).toThrow(RangeError);
  });
});
