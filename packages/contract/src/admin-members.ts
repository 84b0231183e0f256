import { z } from 'zod';
import { userProfileSchema } from './user';

/** The operator console's member screens (issue 7, screen "Members"). Amounts are integer satang. */

/** `GET /api/admin/brands/{brandId}/members?q=`: username (prefix), phone or bank account number (exact), at most 50. */
export const memberSearchQuerySchema = z.object({ q: z.string().trim().min(2, 'พิมพ์อย่างน้อย 2 ตัวอักษร').max(40) });

export const memberSummarySchema = z.object({
  uuid: z.uuid(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'locked']),
  level: z.number().int(),
  creditSatang: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberSearchResponseSchema = z.object({ data: z.array(memberSummarySchema) });

/** `GET /api/admin/brands/{brandId}/members/{memberId}`: everything an operator looks at first. */
export const adminMemberDetailResponseSchema = z.object({
  data: z.object({
    member: memberSummarySchema,
    profile: userProfileSchema,
    affiliateBalanceSatang: z.number().int(),
    upline: z.object({ uuid: z.uuid(), username: z.string() }).nullable(),
    downlineCount: z.number().int(),
    teamCode: z.string().nullable(),
    marketingCode: z.string().nullable(),
  }),
});

/** `GET /api/admin/brands/{brandId}/members/{memberId}/ledger?account=credit&page=`: newest first, 50 a page. */
export const memberLedgerQuerySchema = z.object({
  account: z.enum(['credit', 'point', 'affiliate']).default('credit'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const memberLedgerEntrySchema = z.object({
  id: z.string(),
  transferId: z.string(),
  /** The transfer's kind: deposit, bet, win, adjustment, hold, ... */
  kind: z.string(),
  /** Positive: into the account; negative: out of it. */
  amountSatang: z.number().int(),
  balanceAfterSatang: z.number().int(),
  memo: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export const memberLedgerResponseSchema = z.object({
  data: z.array(memberLedgerEntrySchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

/** `GET /api/admin/brands/{brandId}/members/{memberId}/sessions`: the newest 50. */
export const memberSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  platform: z.string().nullable(),
});
export const memberSessionsResponseSchema = z.object({ data: z.array(memberSessionSchema) });

/** `GET /api/admin/brands/{brandId}/members/{memberId}/downline`: newest first, at most 200. */
export const adminDownlineResponseSchema = z.object({
  data: z.array(z.object({ uuid: z.uuid(), username: z.string(), createdAt: z.iso.datetime() })),
  meta: z.object({ total: z.number().int() }),
});

/**
 * `PUT /api/admin/brands/{brandId}/members/{memberId}/status` `{status, reason}`: lock or unlock.
 * Locking ends every session of the member at once. Audited with the reason.
 */
export const memberStatusRequestSchema = z.object({
  status: z.enum(['active', 'locked']),
  reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500),
});
export const memberStatusResponseSchema = z.object({ data: memberSummarySchema });

/**
 * `PUT /api/admin/brands/{brandId}/members/{memberId}/level` `{level, reason}`: an operator sets
 * the member's tier (an enabled tier of the brand). Recorded as a tier change and audited with
 * the reason; the member sees the change, not the reason.
 */
export const memberLevelRequestSchema = z.object({
  level: z.number().int().min(1).max(6),
  reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500),
});
