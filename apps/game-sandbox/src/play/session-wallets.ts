import type { OperatorRegistry } from '../operators/operator-registry';
import type { PlaySession } from '../sessions/play-sessions';
import { createDemoWallet } from '../wallet/demo-wallet';
import type { DurableDelivery } from '../wallet/durable-delivery';
import type { PendingJournal } from '../wallet/pending-journal';
import type { PlayerWallet } from '../wallet/player-wallet';
import { createRealWallet } from '../wallet/real-wallet';
import type { WalletClient } from '../wallet/wallet-client';

/** Each session's wallet, made once: real sessions call their operator, demo sessions keep play money. */
export function createSessionWallets(deps: { operators: OperatorRegistry; client: WalletClient; deliverDurably: DurableDelivery; journal: PendingJournal }) {
  const wallets = new Map<string, PlayerWallet>();
  return (session: PlaySession): PlayerWallet | undefined => {
    const existing = wallets.get(session.id);
    if (existing) return existing;
    let wallet: PlayerWallet;
    if (session.mode === 'demo') wallet = createDemoWallet(session);
    else {
      const operator = deps.operators.find(session.operatorId);
      if (!operator) return undefined;
      wallet = createRealWallet(operator, { user: session.user, token: session.token, gameCode: session.gameCode }, deps);
    }
    wallets.set(session.id, wallet);
    return wallet;
  };
}
