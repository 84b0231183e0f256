import { z } from 'zod';
import { amountSatangSchema } from './money';

export const brandBankAccountSchema = z.object({
  uuid: z.uuid(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  promptPayId: z.string().nullable(),
});
export type BrandBankAccount = z.infer<typeof brandBankAccountSchema>;

export const depositBankResponseSchema = z.object({
  data: z.object({
    accounts: z.array(brandBankAccountSchema),
    memberBank: z.object({ bankCode: z.string(), bankName: z.string(), accountNumber: z.string() }).nullable(),
  }),
});

export const depositSourceSchema = z.enum(['statement', 'slip', 'review']);
export const depositSchema = z.object({
  uuid: z.uuid(),
  amountSatang: z.number().int(),
  source: depositSourceSchema,
  status: z.literal('completed'),
  bankReference: z.string(),
  createdAt: z.iso.datetime(),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositPageResponseSchema = z.object({
  data: z.array(depositSchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export const publicDepositListResponseSchema = z.object({
  data: z.array(z.object({ username: z.string(), amountSatang: z.number().int(), createdAt: z.iso.datetime() })),
});

/**
 * One incoming transfer read from the brand's bank statement. The sender's account number is
 * often only its last digits; `bankReference` is unique per transfer at the bank.
 */
export const statementLineSchema = z.object({
  bankReference: z.string().trim().min(4).max(100),
  senderBankCode: z.string().regex(/^\d{3}$/),
  senderAccount: z.string().regex(/^\d{4,14}$/),
  amountSatang: amountSatangSchema,
  occurredAt: z.iso.datetime(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementBatchSchema = z.object({ lines: z.array(statementLineSchema).min(1).max(500) });

export const statementOutcomeSchema = z.enum(['credited', 'queued', 'duplicate']);
export const statementBatchResponseSchema = z.object({
  data: z.array(z.object({ bankReference: z.string(), outcome: statementOutcomeSchema, depositUuid: z.uuid().nullable() })),
});

export const STATEMENT_SIGNATURE_HEADER = 'x-signature';
export const STATEMENT_TIMESTAMP_HEADER = 'x-timestamp';
export const STATEMENT_BRAND_HEADER = 'x-brand';

/** `held`: it names a member, but crediting it would pass the deposit limit the member set; an operator decides. */
export const statementLineStatusSchema = z.enum(['credited', 'unmatched', 'ambiguous', 'held', 'rejected']);
export const adminStatementLineSchema = statementLineSchema.extend({
  uuid: z.uuid(),
  status: statementLineStatusSchema,
  memberId: z.uuid().nullable(),
  /** Why a held line waits (the limit it would pass), or why a line was rejected. */
  note: z.string().nullable(),
});
export const adminStatementLineListResponseSchema = z.object({ data: z.array(adminStatementLineSchema) });
export const adminStatementQuerySchema = z.object({ status: statementLineStatusSchema.default('unmatched') });
export const statementLineParamsSchema = z.object({ brandId: z.uuid(), lineId: z.uuid() });
export const assignStatementLineRequestSchema = z.object({ memberId: z.uuid() });
export const rejectStatementLineRequestSchema = z.object({ reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500) });
export const statementReviewResponseSchema = z.object({ data: z.object({ lineId: z.uuid(), depositUuid: z.uuid().nullable() }) });
/** Write-only: the API never shows a secret again. */
export const setIntegrationSecretRequestSchema = z.object({ secret: z.string().min(32).max(200) });
