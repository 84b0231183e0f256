import { operatorIpAllowlistSchema } from '@app/contract/admin';
import { formatBaht } from '@app/contract/money-format';
import { checkBahtAmount } from '@/lib/baht-amount';
import type { FormCheck } from './hooks/use-settings-form';

/** One address or CIDR range a line, as operators paste them; blank lines and spaces do not count. */
export function allowlistEntriesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function allowlistTextOf(entries: readonly string[]): string {
  return entries.join('\n');
}

/** The contract's light check of each line; the server checks each address again and that the operator's own is inside. */
export function checkAllowlist({ entriesText }: { entriesText: string }): FormCheck<string[]> {
  const parsed = operatorIpAllowlistSchema.safeParse({ entries: allowlistEntriesOf(entriesText) });
  if (parsed.success) return { body: parsed.data.entries, errors: null };
  return { body: null, errors: { entriesText: parsed.error.issues[0]?.message ?? '' } };
}

export type ThresholdProblem = 'invalid';

/**
 * The four-eyes threshold as typed in baht: empty turns four-eyes off (null), anything else is read
 * as exact satang with the shared baht parser, never through a float.
 */
export function readThreshold(text: string): { thresholdSatang: number | null } | { problem: ThresholdProblem } {
  if (text.trim() === '') return { thresholdSatang: null };
  const amount = checkBahtAmount(text);
  return amount.isValid ? { thresholdSatang: amount.amountSatang } : { problem: 'invalid' };
}

export function thresholdTextOf(thresholdSatang: number | null): string {
  return thresholdSatang === null ? '' : formatBaht(thresholdSatang);
}
