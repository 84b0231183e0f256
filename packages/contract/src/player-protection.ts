import { z } from 'zod';

/**
 * Breaks from play a member takes (docs/player-protection.md): a time-out of 24 hours, 7 days or
 * 30 days (UKGC RTS 13), or a self-exclusion of 6 months, 1 year, 5 years or for good (UKGC LCCP
 * SR code 3.5.3). Both start at once and end no earlier than chosen.
 */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;

export const breakKindSchema = z.enum(['time_out', 'self_exclusion']);
export type BreakKind = z.infer<typeof breakKindSchema>;
export const breakPeriodSchema = z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]);
export type BreakPeriod = z.infer<typeof breakPeriodSchema>;

/** A kind with one of its own periods: a time-out of 5 years is not a time-out. */
function isPeriodOfKind(request: { kind: BreakKind; period: BreakPeriod }): boolean {
  const periods: readonly BreakPeriod[] = request.kind === 'time_out' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
  return periods.includes(request.period);
}

/** `POST /api/auth/protection/breaks`: the member takes a break, which ends every session of theirs. */
export const takeBreakRequestSchema = z
  .object({ kind: breakKindSchema, period: breakPeriodSchema })
  .refine(isPeriodOfKind, { message: 'ระยะเวลานี้ใช้กับการพักแบบนี้ไม่ได้', path: ['period'] });

/** One break as the member and the console see it; `endsAt` null: for good. */
export const protectionBreakSchema = z.object({
  kind: breakKindSchema,
  period: breakPeriodSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  /** Who set it: the member themself, or an operator of the console. */
  setBy: z.enum(['member', 'operator']),
});
export type ProtectionBreak = z.infer<typeof protectionBreakSchema>;

export const takeBreakResponseSchema = z.object({ data: protectionBreakSchema });

/** `POST /api/admin/brands/{brandId}/members/{memberId}/protection/breaks` (admins only): with a reason for the audit log. */
export const operatorBreakRequestSchema = z
  .object({ kind: breakKindSchema, period: breakPeriodSchema, reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500) })
  .refine(isPeriodOfKind, { message: 'ระยะเวลานี้ใช้กับการพักแบบนี้ไม่ได้', path: ['period'] });

/** A break in the console's history: with the operator's username and reason when an operator set it. */
export const protectionHistoryEntrySchema = protectionBreakSchema.extend({
  operatorUsername: z.string().nullable(),
  reason: z.string().nullable(),
  /**
   * True for a self-exclusion taken on another brand of this deployment by a member with the same
   * phone number or bank account: it covers this member too. Which brand it was is not told, as
   * no brand sees another's members; operator and reason are then null.
   */
  isFromLinkedAccount: z.boolean(),
});

/** `GET /api/admin/brands/{brandId}/members/{memberId}/protection`: the break in force, and every break, newest first. */

/**
 * Limits a member sets on their own play (docs/player-protection.md): on deposits, on losses net
 * of wins, and on wagering, each per Bangkok day, week (Monday to Sunday) or month.
 */
export const limitKindSchema = z.enum(['deposit', 'loss', 'wager']);
export type LimitKind = z.infer<typeof limitKindSchema>;
export const limitPeriodSchema = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;
/** How a change came about: a lowering applies at once; a raise or removal is requested, then confirmed 24 hours later. */
export type LimitChange = 'lowered' | 'raise_requested' | 'raise_confirmed';
/** How long a raise or a removal waits before the member may confirm it. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** How often game pages remind the member of their play, in minutes. */
export const REALITY_CHECK_MINUTES = [30, 60] as const;

/** A raise or removal the member asked for, which changes nothing until they confirm it from `confirmableAt`. */
export const pendingLimitRaiseSchema = z.object({
  /** Null: the limit is to be removed. */
  amountSatang: z.number().int().positive().nullable(),
  requestedAt: z.iso.datetime(),
  confirmableAt: z.iso.datetime(),
});

/** One limit (a kind in a period) as the member and the console see it. */
export const memberLimitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The limit in force; null: none. */
  limitSatang: z.number().int().positive().nullable(),
  /** What counts against it so far in this period (a loss may be negative after wins). */
  usedSatang: z.number().int(),
  /** When this period ends and the count starts again. */
  resetsAt: z.iso.datetime(),
  pendingRaise: pendingLimitRaiseSchema.nullable(),
});
export type MemberLimit = z.infer<typeof memberLimitSchema>;

/** `GET /api/auth/protection/limits`: every kind in every period, whether set or not. */
export const memberLimitsResponseSchema = z.object({ data: z.array(memberLimitSchema) });

/** The largest limit a member may set: 100 million baht, far above any real play, to keep sums in range. */
export const MAX_LIMIT_SATANG = 10_000_000_000;

/** `PUT /api/auth/protection/limits`: set, lower, raise or (with null) remove one limit. */
export const setLimitRequestSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amountSatang: z.number().int('จำนวนเงินไม่ถูกต้อง').min(100, 'วงเงินต้องอย่างน้อย 1.00 บาท').max(MAX_LIMIT_SATANG, 'วงเงินสูงเกินไป').nullable(),
});
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** `applied`: in force now (a lowering). `requested`: a raise or removal, to be confirmed after 24 hours. */
export const setLimitResponseSchema = z.object({
  data: z.object({ outcome: z.enum(['applied', 'requested']), limit: memberLimitSchema }),
});

/** `POST /api/auth/protection/limits/confirm`: the member confirms a raise or removal asked for at least 24 hours before. */
export const confirmLimitRequestSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema });
export const confirmLimitResponseSchema = z.object({ data: memberLimitSchema });

/** One change of a limit in the console's history. */
export const limitHistoryEntrySchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  change: z.enum(['lowered', 'raise_requested', 'raise_confirmed']),
  amountSatang: z.number().int().positive().nullable(),
  at: z.iso.datetime(),
});

/**
 * `GET /api/admin/brands/{brandId}/members/{memberId}/protection`: the break in force, every break
 * (newest first), the limits with what is used of them, and every change of the limits (newest first).
 */
export const memberProtectionResponseSchema = z.object({
  data: z.object({
    activeBreak: protectionHistoryEntrySchema.nullable(),
    history: z.array(protectionHistoryEntrySchema),
    limits: z.array(memberLimitSchema),
    limitHistory: z.array(limitHistoryEntrySchema),
  }),
});
export type MemberProtection = z.infer<typeof memberProtectionResponseSchema>['data'];
