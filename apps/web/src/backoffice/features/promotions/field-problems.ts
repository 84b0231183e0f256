/**
 * Why a field of the promotions screen was refused before sending, one Thai text each under
 * `promotions.problems` in the locale files. A check answers these codes and the form shows the
 * text beside the field.
 */
export type FieldProblem =
  | 'amount'
  | 'amountOrZero'
  | 'rate'
  | 'time'
  | 'endNumber'
  | 'name'
  | 'percent'
  | 'colour'
  | 'details'
  | 'maxOverCap'
  | 'rewardCredit'
  | 'rewardPoints'
  | 'pointsPerDeposit'
  | 'draws'
  | 'drawDepositMin'
  | 'validDays';

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** A form's values checked: what to send, or the problem of each refused field. */
export type FormCheck<Request, Field extends string> = { request: Request; problems: null } | { request: null; problems: FieldProblems<Field> };

/** Answers the request when no field has a problem. */
export function finishCheck<Request, Field extends string>(problems: FieldProblems<Field>, build: () => Request): FormCheck<Request, Field> {
  return Object.keys(problems).length > 0 ? { request: null, problems } : { request: build(), problems: null };
}
