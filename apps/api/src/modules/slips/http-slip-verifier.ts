import { z } from 'zod';
import { parseBahtToSatang } from '@app/contract/money';
import { AppError } from '../../lib/app-error';
import type { SlipVerifier } from './slip-verifier';

/**
 * Adapter for a commercial slip-verify API that answers a (sending bank, reference) inquiry
 * with the transfer's amount, time and masked accounts. The URL and key come from the
 * environment (SLIP_VERIFY_URL, SLIP_VERIFY_API_KEY). Tests never call it.
 */
const inquiryReplySchema = z.object({
  data: z.object({
    amount: z.union([z.number(), z.string()]),
    transferredAt: z.iso.datetime({ offset: true }),
    sender: z.object({ account: z.string().nullable().optional() }).optional(),
    receiver: z.object({ account: z.string().nullable().optional(), bankCode: z.string().nullable().optional() }).optional(),
  }),
});

export function createHttpSlipVerifier(options: { url: string; apiKey: string; timeoutMs?: number }): SlipVerifier {
  return {
    async findTransfer({ sendingBank, transRef }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ sendingBank, transRef }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch {
        throw new AppError('SLIP_VERIFIER_UNAVAILABLE');
      }
      if (response.status === 404) return null;
      if (!response.ok) throw new AppError('SLIP_VERIFIER_UNAVAILABLE');
      const reply = inquiryReplySchema.safeParse(await response.json().catch(() => null));
      if (!reply.success) throw new AppError('SLIP_VERIFIER_UNAVAILABLE');
      const amountSatang = parseBahtToSatang(String(reply.data.data.amount));
      if (amountSatang === null) throw new AppError('SLIP_VERIFIER_UNAVAILABLE');
      return {
        amountSatang,
        transferredAt: new Date(reply.data.data.transferredAt),
        senderAccount: reply.data.data.sender?.account ?? null,
        receiverAccount: reply.data.data.receiver?.account ?? null,
        receiverBankCode: reply.data.data.receiver?.bankCode ?? null,
        isInBrandStatement: false,
      };
    },
  };
}
