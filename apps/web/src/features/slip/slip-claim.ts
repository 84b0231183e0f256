import { addDays, toBangkokDay } from '@/lib/bangkok-date';
import { checkBahtAmount, type BahtAmountProblem } from '@/lib/baht-amount';
import { SLIP_REQUEST_MAX_AGE_DAYS } from '@app/contract/slips';

/**
 * What a member types when a slip goes to an operator: the amount and when the transfer was made
 * (a Bangkok day and an hour and minute), which the operator looks for in the bank's statement.
 */
export interface SlipClaimValues {
  amount: string;
  day: string;
  time: string;
}

export type SlipClaimProblems = {
  amount: BahtAmountProblem | null;
  day: 'required' | null;
  time: 'required' | 'future' | null;
};

export type SlipClaimCheck = { claim: { amountSatang: number; transferredAt: string } } | { problems: SlipClaimProblems };

/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The days the calendar offers: today back to the oldest transfer the API accepts. */
export function slipClaimDayRange(now: Date): { min: string; max: string } {
  const today = toBangkokDay(now);
  return { min: addDays(today, -(SLIP_REQUEST_MAX_AGE_DAYS - 1)), max: today };
}

/** Checks the three fields as the API would and turns the day and time into a Bangkok instant ('…T09:15:00+07:00'). */
export function checkSlipClaim(values: SlipClaimValues, now: Date): SlipClaimCheck {
  const amount = checkBahtAmount(values.amount);
  const isTimeWritten = /^([01]\d|2[0-3]):[0-5]\d$/.test(values.time);
  const transferredAt = `${values.day}T${values.time}:00+07:00`;
  const problems: SlipClaimProblems = {
    amount: amount.isValid ? null : amount.problem,
    day: values.day ? null : 'required',
    time: !isTimeWritten ? 'required' : values.day && Date.parse(transferredAt) > now.getTime() + CLOCK_SKEW_MS ? 'future' : null,
  };
  if (!amount.isValid || problems.day || problems.time) return { problems };
  return { claim: { amountSatang: amount.amountSatang, transferredAt } };
}
