/**
 * A play session's money, as the engines see it: the same three moves whether the session is
 * real (the operator's seamless wallet) or a demo (a virtual balance in the sandbox). Balances
 * are Hub88 units (currency x 100000), the operator's own figures in real mode.
 */
export type BetOutcome =
  | { kind: 'accepted'; transactionUuid: string; balanceUnits: number }
  | { kind: 'not-enough-money'; balanceUnits?: number }
  /** No usable answer, or a refusal: the bet is being rolled back in the background. */
  | { kind: 'failed'; status?: string };

export type WinOutcome =
  | { kind: 'paid'; balanceUnits: number }
  /** No logical answer yet: the same win is retried in the background until answered. */
  | { kind: 'pending' }
  /** The operator answered with a refusal (for example the bet was rolled back). */
  | { kind: 'refused'; status: string };

export type BalanceOutcome = { kind: 'balance'; balanceUnits: number } | { kind: 'unavailable'; status?: string };

export interface PlayerWallet {
  readBalance(): Promise<BalanceOutcome>;
  placeBet(bet: { round: string; amountSatang: number }): Promise<BetOutcome>;
  payWin(win: { round: string; amountSatang: number; betTransactionUuid: string; isRoundClosed: boolean }): Promise<WinOutcome>;
}
