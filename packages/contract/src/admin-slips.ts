import { z } from 'zod';
import { amountSatangSchema } from './money';

/**
 * The operator console's slip review queue: slips a member sent for review
 * (`POST /api/auth/slip/request-deposit`) because they could not be verified. Amounts are
 * integer satang.
 */

export const slipRequestStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type SlipRequestStatus = z.infer<typeof slipRequestStatusSchema>;

export const slipRequestParamsSchema = z.object({ brandId: z.uuid(), requestId: z.uuid() });

/** `GET /api/admin/brands/{brandId}/slip-requests?status=pending`: newest first, at most 200. */
export const adminSlipRequestQuerySchema = z.object({ status: slipRequestStatusSchema.default('pending') });

export const adminSlipRequestSchema = z.object({
  uuid: z.uuid(),
  memberId: z.uuid(),
  username: z.string(),
  /** The sending bank's code and the transfer reference, when the slip's QR could be read. */
  sendingBank: z.string().nullable(),
  transRef: z.string().nullable(),
  /** The member's own note. */
  note: z.string().nullable(),
  /** The amount and transfer time the member typed, to look for in the statement; null on older requests. */
  claimedAmountSatang: z.number().int().nullable(),
  claimedTransferredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  status: slipRequestStatusSchema,
  decidedAt: z.iso.datetime().nullable(),
  /** The operator's reason for a rejection. */
  decisionNote: z.string().nullable(),
  /** The deposit an approval made. */
  depositUuid: z.uuid().nullable(),
});
export type AdminSlipRequest = z.infer<typeof adminSlipRequestSchema>;
export const adminSlipRequestListResponseSchema = z.object({ data: z.array(adminSlipRequestSchema) });

/*
 * `GET /api/admin/brands/{brandId}/slip-requests/{requestId}/image` answers the photo itself
 * (image/png or image/jpeg, never cached), for an <img> fetched with the operator's token.
 */

/**
 * `POST /api/admin/brands/{brandId}/slip-requests/{requestId}/approve` (finance): the operator read
 * the slip and checked the money arrived. The member is credited like any deposit; a transfer
 * already credited by any route is refused with DEPOSIT_ALREADY_CREDITED. When the slip's QR was
 * readable, the bank and reference must be the ones it carries.
 */
export const approveSlipRequestRequestSchema = z.object({
  amountSatang: amountSatangSchema,
  bankReference: z.string().trim().min(4, 'กรุณาระบุเลขอ้างอิงการโอน').max(100),
  senderBankCode: z.string().regex(/^\d{3}$/, 'กรุณาเลือกธนาคารผู้โอน'),
});
export type ApproveSlipRequestRequest = z.infer<typeof approveSlipRequestRequestSchema>;

/** `POST /api/admin/brands/{brandId}/slip-requests/{requestId}/reject` (finance). */
export const rejectSlipRequestRequestSchema = z.object({
  reason: z.string().trim().min(3, 'กรุณาระบุเหตุผล').max(500),
});

/** The answer to approve and reject: the request as it is now. */
export const slipRequestDecisionResponseSchema = z.object({ data: adminSlipRequestSchema });
