import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate as generateTotp } from 'otplib';
import { E2E_PORT, OPERATOR_TOTP_SECRET } from './e2e-env';

const TOTP_STEP_MS = 30_000;
/** A little past a step's start, so the server's clock is surely in the new step too. */
const STEP_MARGIN_MS = 500;

/**
 * The last time step whose code was used to sign the e2e operator in, shared by every worker of
 * the run (the desktop project runs in a new worker after the mobile one). Each run starts on a
 * fresh database that has seen no code, so the global setup forgets the previous run's step.
 */
const LAST_STEP_FILE = join(tmpdir(), `member-site-e2e-operator-totp-${String(E2E_PORT)}.step`);

export function forgetUsedTotpSteps(): void {
  rmSync(LAST_STEP_FILE, { force: true });
}

function readLastUsedStep(): number {
  try {
    const step = Number(readFileSync(LAST_STEP_FILE, 'utf8'));
    return Number.isSafeInteger(step) ? step : -1;
  } catch {
    return -1;
  }
}

const wait = (delayMs: number) => new Promise<void>((resolve) => setTimeout(resolve, delayMs));

/**
 * A code of the e2e operator's authenticator that the server has not seen. The server accepts a
 * code once (never the same 30-second step twice), so right after another login this waits for
 * the next step: up to 30 seconds, which the calling test's time-out must allow for.
 */
export async function unusedOperatorTotpCode(): Promise<string> {
  const currentStep = Math.floor(Date.now() / TOTP_STEP_MS);
  const step = Math.max(currentStep, readLastUsedStep() + 1);
  const waitMs = step * TOTP_STEP_MS - Date.now();
  if (waitMs > 0) await wait(waitMs + STEP_MARGIN_MS);
  writeFileSync(LAST_STEP_FILE, String(step));
  return generateTotp({ secret: OPERATOR_TOTP_SECRET, epoch: Math.floor((step * TOTP_STEP_MS) / 1000) });
}
