import { z } from 'zod';

/** Sends money to a member's bank account for brands that pay withdrawals automatically. */
export interface PayoutAdapter {
  send(payout: { withdrawalId: string; bankCode: string; accountNumber: string; amountSatang: number }): Promise<
    { isPaid: true; bankReference: string } | { isPaid: false; reason: string }
  >;
}

const payoutReplySchema = z.object({
  status: z.enum(['paid', 'failed']),
  bankReference: z.string().min(1).max(100).optional(),
  reason: z.string().max(500).optional(),
});

/**
 * Adapter for a payout service reached over HTTP (PAYOUT_URL, PAYOUT_API_KEY). The withdrawal id
 * is sent as the idempotency key, so the service pays a withdrawal once however often it is asked.
 * Tests never call it; they inject their own adapter.
 */
export function createHttpPayoutAdapter(options: { url: string; apiKey: string; timeoutMs?: number }): PayoutAdapter {
  return {
    async send(payout) {
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}`, 'idempotency-key': payout.withdrawalId },
          body: JSON.stringify(payout),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
        const reply = payoutReplySchema.safeParse(await response.json().catch(() => null));
        if (reply.success && reply.data.status === 'paid' && reply.data.bankReference) return { isPaid: true, bankReference: reply.data.bankReference };
        return { isPaid: false, reason: reply.success ? (reply.data.reason ?? 'ธนาคารปฏิเสธการโอน') : 'บริการโอนเงินตอบกลับไม่ถูกต้อง' };
      } catch {
        return { isPaid: false, reason: 'ติดต่อบริการโอนเงินไม่ได้' };
      }
    },
  };
}
