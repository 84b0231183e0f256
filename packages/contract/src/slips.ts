import { z } from 'zod';
import { MAX_AMOUNT_SATANG } from './money';

/** The largest slip photo accepted: 5 MB (about 6.7 MB once base64-encoded). */
export const MAX_SLIP_IMAGE_BYTES = 5 * 1024 * 1024;
/** Slip requests one member may have waiting for an operator at once. */
export const MAX_PENDING_SLIP_REQUESTS = 3;

/**
 * A slip arrives as a photo (base64, optionally as a data URL) or, when the camera scanner
 * already read its QR, as the QR text. Exactly one of the two.
 */
export const slipInputSchema = z
  .object({
    image: z
      .string()
      .max(Math.ceil((MAX_SLIP_IMAGE_BYTES * 4) / 3) + 100)
      .optional(),
    qrPayload: z.string().trim().min(10).max(500).optional(),
  })
  .refine((input) => (input.image === undefined) !== (input.qrPayload === undefined), {
    message: 'กรุณาแนบรูปสลิปหรือสแกน QR บนสลิปอย่างใดอย่างหนึ่ง',
    path: ['image'],
  });
export type SlipInput = z.infer<typeof slipInputSchema>;

export const slipFactsSchema = z.object({
  sendingBank: z.string(),
  sendingBankName: z.string(),
  transRef: z.string(),
  amountSatang: z.number().int(),
  transferredAt: z.iso.datetime(),
  senderAccount: z.string().nullable(),
  receiverAccount: z.string().nullable(),
});
export type SlipFacts = z.infer<typeof slipFactsSchema>;

export const slipVerifyResponseSchema = z.object({ data: slipFactsSchema });
export const slipConfirmResponseSchema = z.object({
  data: z.object({ depositUuid: z.uuid(), amountSatang: z.number().int(), bonusSatang: z.number().int() }),
});

/** How far back a member may date a transfer they send for review. */
export const SLIP_REQUEST_MAX_AGE_DAYS = 30;

/**
 * `POST /api/auth/slip/request-deposit`: a slip the system could not credit, sent to an operator.
 * The QR carries no amount and an unreadable one carries nothing, so the member types the amount
 * and the time of the transfer; the operator looks for them in the bank's statement. Nothing is
 * credited until an operator approves.
 */
export const slipRequestInputSchema = z.object({
  image: z.string().max(Math.ceil((MAX_SLIP_IMAGE_BYTES * 4) / 3) + 100),
  amountSatang: z
    .number({ error: 'กรุณากรอกยอดเงินที่โอน' })
    .int('กรุณากรอกยอดเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง')
    .positive('กรุณากรอกยอดเงินที่โอน')
    .max(MAX_AMOUNT_SATANG, 'ยอดเงินสูงเกินไป'),
  /** When the member made the transfer, to the second with its offset (the screen sends Bangkok time, +07:00). */
  transferredAt: z.iso.datetime({ offset: true, error: 'กรุณาระบุวันและเวลาที่โอน' }),
  note: z.string().trim().max(500).optional(),
});
export type SlipRequestInput = z.infer<typeof slipRequestInputSchema>;

export const slipRequestSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(['pending', 'approved', 'rejected']),
  sendingBank: z.string().nullable(),
  transRef: z.string().nullable(),
  note: z.string().nullable(),
  /** What the member typed; null on requests sent before both were asked. */
  amountSatang: z.number().int().nullable(),
  transferredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** The amount an approval credited (the operator's, from the statement). */
  creditedAmountSatang: z.number().int().nullable(),
  /** The operator's reason for a rejection, which the member reads. */
  rejectReason: z.string().nullable(),
});
export type SlipRequest = z.infer<typeof slipRequestSchema>;
export const slipRequestResponseSchema = z.object({ data: slipRequestSchema });
export const slipRequestListResponseSchema = z.object({ data: z.array(slipRequestSchema) });
