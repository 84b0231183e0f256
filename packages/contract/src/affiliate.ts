import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency';
import { bahtAmountSchema } from './withdrawals';

/**
 * The affiliate programme (spec sections 3 and 7). A member's code brings in downline members;
 * the brand's commission rule pays the member a share of their downline's activity into an
 * affiliate balance of its own, which the member moves to credit or withdraws to the bank.
 * Money is integer satang on the wire.
 */

/** `GET /api/auth/affiliate/code/{uuid}` */
export const affiliateCodeResponseSchema = z.object({ data: z.object({ code: z.string() }) });

/** One member the caller invited. Only the username and the day they joined are shown. */
export const downlineMemberSchema = z.object({
  username: z.string(),
  registeredAt: z.iso.datetime(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

/** `GET /api/auth/affiliate/downline/{username}`: newest first, at most 500; `total` counts all. */
export const downlineResponseSchema = z.object({
  data: z.array(downlineMemberSchema),
  meta: z.object({ total: z.number().int() }),
});

export const commissionBasisSchema = z.enum(['net_loss', 'deposit']);
export type CommissionBasis = z.infer<typeof commissionBasisSchema>;

/** 100 % in hundredths of a percent: a commission never pays more than the activity it is on. */
export const COMMISSION_PERCENT_BPS_MAX = 10_000;
export const COMMISSION_BASES = commissionBasisSchema.options;
export const COMMISSION_PERIODS = ['daily', 'weekly'] as const;

/** The brand's rule: `percentBps` hundredths of a percent (50 = 0.5 %) of the basis, per period. */
export const commissionRuleSchema = z.object({
  basis: commissionBasisSchema,
  percentBps: z.number().int().min(0).max(COMMISSION_PERCENT_BPS_MAX),
  period: z.enum(COMMISSION_PERIODS),
});
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

/** `GET /api/auth/affiliate/bonus/{username}` */
export const affiliateBonusResponseSchema = z.object({
  data: z.object({
    /** What the member may move out now. */
    balanceSatang: z.number().int(),
    /** Every commission ever paid to the member. */
    totalEarnedSatang: z.number().int(),
    downlineCount: z.number().int(),
    rule: commissionRuleSchema,
  }),
});
export type AffiliateBonus = z.infer<typeof affiliateBonusResponseSchema>['data'];

const bangkokDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว');

/** `POST /api/auth/affiliate/downline/bonus/{username}`: commission paid for periods that start within [start, end]. */
export const downlineBonusRequestSchema = z.object({ start: bangkokDateSchema, end: bangkokDateSchema });

export const downlineBonusUserSchema = z.object({
  /** The activity the commission was computed on: net loss or deposits, by the rule of the time. */
  baseSatang: z.number().int(),
  bonusSatang: z.number().int(),
});

/** The shape the member site has always read (spec section 3); the web turns it into a list. */
export const downlineBonusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    total_bonus: z.number().int(),
    downline_users: z.record(z.string(), downlineBonusUserSchema),
  }),
});
export type DownlineBonusResponse = z.infer<typeof downlineBonusResponseSchema>;

/**
 * `POST /api/auth/affiliate/withdraw/{username}` with `amount, type` (spec section 7). The two
 * types are the only ways affiliate money leaves its balance: 'credit' moves the amount to the
 * member's credit at once; 'bank' makes a withdrawal request under the withdrawal rules (tier
 * caps, daily count, turnover). Any other type is refused on `type`. `idempotencyKey` (or the
 * `Idempotency-Key` header) is made once per attempt, as for withdrawals.
 */
export const affiliateWithdrawTypeSchema = z.enum(['credit', 'bank'], {
  error: 'ประเภทการถอนต้องเป็น credit (ย้ายเข้าเครดิต) หรือ bank (โอนเข้าบัญชีธนาคาร)',
});
export const affiliateWithdrawRequestSchema = z.object({
  amount: bahtAmountSchema,
  type: affiliateWithdrawTypeSchema,
  idempotencyKey: idempotencyKeySchema,
});
export const affiliateWithdrawResponseSchema = z.object({
  data: z.object({
    type: affiliateWithdrawTypeSchema,
    amountSatang: z.number().int(),
    affiliateBalanceAfterSatang: z.number().int(),
    /** For 'bank': the withdrawal request made. */
    withdrawalUuid: z.uuid().nullable(),
  }),
});

/** One movement of the affiliate balance, for `POST /api/auth/log/affiliate/{username}` type 'af'. */
export const affiliateLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['commission', 'to_credit', 'to_bank']),
  /** Positive: into the affiliate balance; negative: out of it. */
  amountSatang: z.number().int(),
  balanceAfterSatang: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AffiliateLogEntry = z.infer<typeof affiliateLogEntrySchema>;
export const affiliateLogResponseSchema = z.object({ data: z.array(affiliateLogEntrySchema) });
