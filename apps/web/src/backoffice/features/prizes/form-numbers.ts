import { MAX_REWARD_CREDIT_SATANG } from '@app/contract/admin-loyalty';
import { parseBahtToSatang } from '@app/contract/money-format';
import { imagePathSchema } from '@app/contract/settings';

/**
 * The typed text of the prize and reward dialogs read as the API's numbers: baht to integer
 * satang with the contract's parser, counts as whole numbers. Null for text the API would refuse.
 */

/** A credit reward in baht ("50" or "1,234.50"): above 0 and at most 100,000 baht. */
export function readCreditSatang(text: string): number | null {
  const satang = parseBahtToSatang(text);
  return satang !== null && satang > 0 && satang <= MAX_REWARD_CREDIT_SATANG ? satang : null;
}

/** A whole number such as a weight, points or a stock count ("1,000" allowed), within its bounds. */
export function readWholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim().replaceAll(',', '');
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** An image path as the contract takes it: empty for none, an https address or a path on the site. */
export function readImagePath(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const parsed = imagePathSchema.safeParse(trimmed);
  return parsed.success ? parsed.data : null;
}
