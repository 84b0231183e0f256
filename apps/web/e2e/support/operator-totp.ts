import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate as generateTotp } from 'otplib';
import { E2E_PORT, OPERATOR_TOTP_SECRET } from './e2e-env';

const TOTP_STEP_MS = 30_000;
/** A little past a step's start, so the server's clock is surely in the new step too. */
const STEP_MARGIN_MS = 500;

/**
 * The last time step whose code signed each operator in, in a file per operator shared by every
 * worker of the run. The server accepts an operator's code once (never the same 30-second step
 * twice), so a second sign-in of one operator within a step must wait for the next. Each run
 * starts on a fresh database that has seen no code, so the global setup forgets the last run's.
 */
const STEP_FILE_PREFIX = `member-site-e2e-operator-totp-${String(E2E_PORT)}-`;

function stepFile(username: string): string {
  return join(tmpdir(), `${STEP_FILE_PREFIX}${username}.step`);
}

export function forgetUsedTotpSteps(): void {
  for (const file of readdirSync(tmpdir())) {
    if (file.startsWith(STEP_FILE_PREFIX)) rmSync(join(tmpdir(), file), { force: true });
  }
}

/** The step of the operator's last sign-in in this run, or null when they have not signed in. */
export function readLastUsedStep(username: string): number | null {
  try {
    const step = Number(readFileSync(stepFile(username), 'utf8'));
    return Number.isSafeInteger(step) ? step : null;
  } catch {
    return null;
  }
}

const wait = (delayMs: number) => new Promise<void>((resolve) => setTimeout(resolve, delayMs));

/**
 * A code of the operator's authenticator that the server has not seen. Right after another
 * sign-in of the same operator this waits for the next step: up to 30 seconds, which the calling
 * test's time-out must allow for. The journeys avoid it by giving each sign-in its own operator.
 */
export async function unusedOperatorTotpCode(username: string): Promise<string> {
  const currentStep = Math.floor(Date.now() / TOTP_STEP_MS);
  const step = Math.max(currentStep, (readLastUsedStep(username) ?? -1) + 1);
  const waitMs = step * TOTP_STEP_MS - Date.now();
  if (waitMs > 0) await wait(waitMs + STEP_MARGIN_MS);
  writeFileSync(stepFile(username), String(step));
  return generateTotp({ secret: OPERATOR_TOTP_SECRET, epoch: Math.floor((step * TOTP_STEP_MS) / 1000) });
}
