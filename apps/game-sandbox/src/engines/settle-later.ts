import { satangToBahtText } from '../lib/money-text';
import type { PlayerWallet } from '../wallet/player-wallet';
import { winStatusOf } from './engine';

/** A bet taken now and settled when a result is published (a sport slip, a lotto ticket). */
export interface PendingBet {
  round: string;
  sessionId: string;
  stakeSatang: number;
  betTransactionUuid: string;
  /** The session's wallet: the win goes out with the same token, even after it expired. */
  wallet: PlayerWallet;
  status: 'open' | 'won' | 'lost';
  winSatang?: number;
  winText?: string;
  winStatus?: string;
}

/** Pays a published result: `transaction/win` for the bet (0 for a loss), closing its round. */
export async function settlePendingBet(bet: PendingBet, winSatang: number): Promise<void> {
  bet.status = winSatang > 0 ? 'won' : 'lost';
  bet.winSatang = winSatang;
  bet.winText = satangToBahtText(winSatang);
  const win = await bet.wallet.payWin({ round: bet.round, amountSatang: winSatang, betTransactionUuid: bet.betTransactionUuid, isRoundClosed: true });
  bet.winStatus = winStatusOf(win);
}

/** What the page shows of a bet (the wallet stays on the server). */
export function pendingBetView({ wallet: _wallet, betTransactionUuid: _bet, ...shown }: PendingBet) {
  return { ...shown, stakeText: satangToBahtText(shown.stakeSatang) };
}
