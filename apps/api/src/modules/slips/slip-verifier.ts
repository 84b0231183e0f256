import type { SlipReference } from './slip-payload';

/**
 * What a bank transfer was, as a verifier found it. The slip's QR carries only the sending
 * bank and the reference; amount, accounts and time must come from somewhere that knows.
 */
export interface VerifiedTransfer {
  amountSatang: number;
  transferredAt: Date;
  senderAccount: string | null;
  /** As the verifier shows it, often masked ("xxx-x-x4567-x"); null when unknown. */
  receiverAccount: string | null;
  /** The receiving bank's code, when the verifier knows it. */
  receiverBankCode: string | null;
  /** True when the transfer was found in the brand's own statement, so it surely paid the brand. */
  isInBrandStatement: boolean;
}

export interface SlipVerifier {
  /** The transfer, or null when the verifier does not know it (yet). Throws when it cannot answer. */
  findTransfer(request: SlipReference & { brandId: string }): Promise<VerifiedTransfer | null>;
}
