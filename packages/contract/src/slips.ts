import { z } from 'zod';

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

export const slipRequestInputSchema = z.object({
  image: z.string().max(Math.ceil((MAX_SLIP_IMAGE_BYTES * 4) / 3) + 100),
  note: z.string().trim().max(500).optional(),
});
export const slipRequestSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(['pending', 'approved', 'rejected']),
  sendingBank: z.string().nullable(),
  transRef: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export const slipRequestResponseSchema = z.object({ data: slipRequestSchema });
export const slipRequestListResponseSchema = z.object({ data: z.array(slipRequestSchema) });
