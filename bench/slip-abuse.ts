import sharp from 'sharp';
import { inflationBombPng } from '../apps/api/src/test-support/image-bombs';
import { benchMember, logIn, startApi } from './support/api-server';
import { runBench } from './support/cleanup-stack';
import { describeMachine } from './support/machine';
import { formatNumber, printTable } from './support/print-table';

/**
 * How the API answers everyone else while one member sends images built to hurt it: 4 PNG bombs
 * (1 MB, a 1x1 header, 1 GiB of data) and 4 white 4896x4896 pages at once, to POST
 * /api/auth/slip/verify. Meanwhile GET /api/setting is asked one call after another; its answer
 * times are printed (the target: under 100 ms while the bombs are in flight). Figures only.
 */

const ROUNDS = 5;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

await runBench(async (cleanup) => {
  // Past the per-member limit, the calls would be refused before any decoding: no load at all.
  const { apiUrl } = await startApi(cleanup, { SLIP_IMAGE_LIMIT: '1000' });
  const token = await logIn(apiUrl);
  const bomb = inflationBombPng().toString('base64');
  const whitePage = (
    await sharp({ create: { width: 4896, height: 4896, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
  ).toString('base64');
  const verify = async (image: string) => {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/auth/slip/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ image }),
    });
    await response.text();
    return { status: response.status, ms: performance.now() - started };
  };

  const settingsMs: number[] = [];
  const heavyMs: number[] = [];
  const statuses = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    let isInFlight = true;
    const heavy = Promise.all([...Array.from({ length: 4 }, () => verify(bomb)), ...Array.from({ length: 4 }, () => verify(whitePage))]).finally(() => {
      isInFlight = false;
    });
    while (isInFlight) {
      const started = performance.now();
      await (await fetch(`${apiUrl}/api/setting`)).text();
      settingsMs.push(performance.now() - started);
    }
    for (const { status, ms } of await heavy) {
      heavyMs.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }

  const settings = settingsMs.sort((first, second) => first - second);
  const heavy = heavyMs.sort((first, second) => first - second);
  console.log(describeMachine());
  console.log(`member: ${benchMember.username}; ${ROUNDS} rounds of 4 bombs and 4 white pages at once`);
  printTable(
    ['', 'calls', 'median ms', 'p95 ms', 'max ms'],
    [
      [
        'GET /api/setting meanwhile',
        String(settings.length),
        formatNumber(percentile(settings, 0.5)),
        formatNumber(percentile(settings, 0.95)),
        formatNumber(settings.at(-1) ?? 0),
      ],
      [
        'slip/verify (bomb or page)',
        String(heavy.length),
        formatNumber(percentile(heavy, 0.5)),
        formatNumber(percentile(heavy, 0.95)),
        formatNumber(heavy.at(-1) ?? 0),
      ],
    ],
  );
  console.log(`slip/verify answers by status: ${[...statuses].map(([status, count]) => `${status} x${count}`).join(', ')}`);
});
