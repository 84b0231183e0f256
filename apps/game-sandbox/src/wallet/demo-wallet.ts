import { randomUUID } from 'node:crypto';
import { satangToHub88Units } from '@app/contract/hub88/wallet';
import type { DemoPlaySession } from '../sessions/play-sessions';
import type { PlayerWallet } from './player-wallet';

/** A demo session's play money, kept on the session: "in DEMO mode, no calls to Operator's API are made". */
export function createDemoWallet(session: DemoPlaySession): PlayerWallet {
  const balanceUnits = () => satangToHub88Units(session.demoBalanceSatang);
  return {
    async readBalance() {
      return { kind: 'balance', balanceUnits: balanceUnits() };
    },
    async placeBet({ amountSatang }) {
      if (amountSatang > session.demoBalanceSatang) return { kind: 'not-enough-money', balanceUnits: balanceUnits() };
      session.demoBalanceSatang -= amountSatang;
      return { kind: 'accepted', transactionUuid: randomUUID(), balanceUnits: balanceUnits() };
    },
    async payWin({ amountSatang }) {
      session.demoBalanceSatang += amountSatang;
      return { kind: 'paid', balanceUnits: balanceUnits() };
    },
  };
}
