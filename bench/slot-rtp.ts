import { performance } from 'node:perf_hooks';
import { evaluateSlot, SLOT_BETS_SATANG, SLOT_RTP } from '@app/contract/house-games/slot';
import { floatsNeeded } from '@app/contract/house-games/outcome';
import { drawFloats, newClientSeed, newServerSeed } from '../apps/api/src/modules/house-games/draw';
import { readPositiveNumber } from './support/bench-env';
import { formatNumber } from './support/print-table';

/**
 * Spins the house slot a million times (BENCH_SLOT_SPINS) with the server's own provably-fair
 * draw, one seed pair and nonces 0, 1, 2, ..., and prints the observed return to player next to
 * the configured one, with the hit rate and the standard error. Never asserted: the exact RTP is
 * proven by enumeration in slot.test.ts.
 */
const spins = Math.round(readPositiveNumber('BENCH_SLOT_SPINS', 1_000_000));
const betSatang = SLOT_BETS_SATANG[0];
const { serverSeed } = newServerSeed();
const clientSeed = newClientSeed();

let totalWin = 0;
let sumOfSquares = 0;
let hits = 0;
const startedAt = performance.now();
for (let nonce = 0; nonce < spins; nonce += 1) {
  const win = evaluateSlot(drawFloats({ serverSeed, clientSeed, nonce }, floatsNeeded('house-slot')), betSatang).winSatang;
  totalWin += win;
  sumOfSquares += (win / betSatang) ** 2;
  if (win > 0) hits += 1;
}
const elapsedSeconds = (performance.now() - startedAt) / 1000;

const observed = totalWin / (spins * betSatang);
const configured = SLOT_RTP.numerator / SLOT_RTP.denominator;
const standardError = Math.sqrt((sumOfSquares / spins - observed ** 2) / spins);
console.log(`spins:           ${formatNumber(spins)} in ${elapsedSeconds.toFixed(1)} s (${formatNumber(spins / elapsedSeconds)} /s)`);
console.log(`configured RTP:  ${(configured * 100).toFixed(2)} %`);
console.log(
  `observed RTP:    ${(observed * 100).toFixed(2)} % (standard error ${(standardError * 100).toFixed(2)} points; ${((observed - configured) / standardError).toFixed(1)} standard errors off)`,
);
console.log(`hit rate:        ${((hits / spins) * 100).toFixed(1)} % of spins pay something`);
