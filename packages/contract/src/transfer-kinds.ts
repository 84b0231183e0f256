/** What each ledger transfer is for: stored with it, shown in histories and in the console's ledger. */
export const TRANSFER_KINDS = [
  'adjustment',
  'seed',
  'deposit',
  'bonus',
  'bet',
  'win',
  'bet_rollback',
  'loss_return',
  'reward',
  'point_earn',
  'point_spend',
  'point_refund',
  'affiliate_commission',
  'affiliate_to_credit',
  'affiliate_to_bank',
  'hold',
  'hold_post',
  'hold_void',
  'test',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export function isTransferKind(kind: string): kind is TransferKind {
  return (TRANSFER_KINDS as readonly string[]).includes(kind);
}
