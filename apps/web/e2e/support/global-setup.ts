import { forgetUsedTotpSteps } from './operator-totp';

/** Runs once before any worker: the fresh database of this run has seen no authenticator code yet. */
export default function globalSetup(): void {
  forgetUsedTotpSteps();
}
