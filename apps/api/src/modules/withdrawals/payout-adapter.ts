import { z } from 'zod';

/** Sends money to a member's bank account for brands that pay withdrawals automatically. */
export interface PayoutAdapter {
  /**
   * `unknown` when the answer does not say for sure (time-out, server error, an unreadable
   * reply): the money may have left, so nothing may be decided until the service is asked again.
   */
  send(payout: {
    withdrawalId: string;
    bankCode: string;
    accountNumber: string;
    amountSatang: number;
  }): Promise<{ outcome: 'paid'; bankReference: string } | { outcome: 'refused'; reason: string } | { outcome: 'unknown' }>;
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
        if (!response.ok || !reply.success) return { outcome: 'unknown' };
        if (reply.data.status === 'paid' && reply.data.bankReference) return { outcome: 'paid', bankReference: reply.data.bankReference };
        if (reply.data.status === 'failed') return { outcome: 'refused', reason: reply.data.reason ?? 'ธนาคารปฏิเสธการโอน' };
        return { outcome: 'unknown' };
      } catch {
        return { outcome: 'unknown' };
      }
    },
  };
}
