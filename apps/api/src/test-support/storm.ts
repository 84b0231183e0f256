/** How many times a storm delivers each call. */
export const STORM_COPIES = 50;

/**
 * Delivers every call STORM_COPIES times, all at once in a random order, as a provider's retries
 * and duplicates arrive, and waits for every copy (a refused copy is a result, not a failure).
 */
export async function storm<T>(calls: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  const copies = calls.flatMap((call) => Array.from({ length: STORM_COPIES }, () => call));
  for (let index = copies.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copies[index], copies[other]] = [copies[other] ?? copies[index]!, copies[index]!];
  }
  return Promise.allSettled(copies.map((call) => call()));
}

/** The values of a storm whose copies all answered (an HTTP refusal is still an answer). */
export function answersOf<T>(results: PromiseSettledResult<T>[]): T[] {
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}
