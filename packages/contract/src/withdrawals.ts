import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency';
import { MAX_AMOUNT_SATANG, parseBahtToSatang } from './money';

/**
 * The member types baht; the API takes it as text or a number with at most two decimals and
 * converts it to satang exactly (no floating-point arithmetic on money).
 */
export const bahtAmountSchema = z.union([z.string().max(20), z.number()]).transform((value, context) => {
  const text = typeof value === 'number' ? String(value) : value;
  const satang = parseBahtToSatang(text);
  if (satang === null || satang <= 0 || satang > MAX_AMOUNT_SATANG) {
    context.addIssue({ code: 'custom', message: 'กรุณาระบุจำนวนเงินมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง' });
    return z.NEVER;
  }
  return satang;
});

/**
 * `amount` alone is what the specification's client sends. `idempotencyKey` (or the
 * `Idempotency-Key` header) is made by the member's screen for one attempt and sent again when
 * that attempt is retried (after a time-out, say), so a retry never makes a second withdrawal.
 */
export const withdrawRequestSchema = z.object({
  amount: bahtAmountSchema,
  idempotencyKey: idempotencyKeySchema,
});

/**
 * `processing`: handed to the automatic payout service, whose answer is awaited (operators cannot
 * touch it). `failed`: the bank refused the payout; the money stays held.
 */
export const withdrawalStatusSchema = z.enum(['pending', 'processing', 'completed', 'rejected', 'failed']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  uuid: z.uuid(),
  amountSatang: z.number().int(),
  status: withdrawalStatusSchema,
  bankCode: z.string(),
  bankAccountNumber: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
  /** Why the last payout attempt failed; the member may then ask to try again. */
  failureReason: z.string().nullable().optional(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalResponseSchema = z.object({
  data: withdrawalSchema.extend({ balanceAfterSatang: z.number().int() }),
});
export const withdrawalListResponseSchema = z.object({ data: z.array(withdrawalSchema) });

/** The public feed shows only a masked username, the amount and the time. */
export const publicWithdrawalSchema = z.object({
  username: z.string(),
  amountSatang: z.number().int(),
  createdAt: z.iso.datetime(),
});
export const publicWithdrawalListResponseSchema = z.object({ data: z.array(publicWithdrawalSchema) });

export const approveWithdrawalRequestSchema = z.object({
  bankReference: z.string().trim().min(3, 'กรุณาระบุเลขอ้างอิงการโอน').max(100),
});
export const rejectWithdrawalRequestSchema = z.object({
  reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500),
});
export const withdrawalParamsSchema = z.object({ brandId: z.uuid(), withdrawalId: z.uuid() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const withdrawalPageResponseSchema = z.object({
  data: z.array(withdrawalSchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

/**
 * A withdrawal in the operators' queue. `accountName`: the account holder's name (the member's
 * registered name, which registration takes from the bank), to check against the bank's transfer
 * screen. `bankReference`: the bank's reference of a completed payout. `decidedBy`: who approved
 * (or rejected, or failed) it, null for the automatic payout. `firstApprovedBy`: four-eyes, the
 * operator who gave the first of two approvals; a different one completes it. Each operator id
 * comes with the operator's username.
 */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.uuid(),
  username: z.string(),
  accountName: z.string(),
  bankReference: z.string().nullable(),
  decidedBy: z.uuid().nullable(),
  decidedByUsername: z.string().nullable(),
  firstApprovedBy: z.uuid().nullable(),
  firstApprovedByUsername: z.string().nullable(),
});
export const adminWithdrawalListResponseSchema = z.object({ data: z.array(adminWithdrawalSchema) });

/**
 * What an operator's approve, reject, fail and retry answer: the withdrawal after the decision. A
 * first approval of a four-eyes withdrawal answers it still pending, with `firstApprovedBy` set.
 */
export const withdrawalDecisionResponseSchema = z.object({ data: withdrawalSchema.extend({ firstApprovedBy: z.uuid().nullable() }) });
export type DecidedWithdrawal = z.infer<typeof withdrawalDecisionResponseSchema>['data'];
export const adminWithdrawalQuerySchema = z.object({ status: withdrawalStatusSchema.default('pending') });

export const retryWithdrawalRequestSchema = z.object({ uuid: z.uuid() });
export const failWithdrawalRequestSchema = z.object({ reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500) });
