import { createTimerScheduler } from '../lib/scheduler';
import { createOperatorRegistry } from '../operators/operator-registry';
import { createPlaySessions } from '../sessions/play-sessions';
import { createBackgroundDeliveries } from '../wallet/background-delivery';
import { createDurableDelivery } from '../wallet/durable-delivery';
import { createPendingJournal } from '../wallet/pending-journal';
import { createRealWallet } from '../wallet/real-wallet';
import { createWalletClient } from '../wallet/wallet-client';
import { startFakeOperator } from './fake-operator';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';

export const RIG_USER = 'player-0001';
export const RIG_TOKEN = 'token-0123456789';

/**
 * The sandbox's wallet side against a fake operator on 127.0.0.1: a registered operator, a real
 * play session of `gameCode`, and its wallet. Retries are quick so tests stay short.
 */
export async function startWalletRig(options: { gameCode?: string; timeoutMs?: number; retryDelaysMs?: number[] } = {}) {
  const sandboxKeys = createRsaKeyPair();
  const operator = await startFakeOperator({ sandboxPublicKey: () => sandboxKeys.publicKey });
  const operators = createOperatorRegistry(undefined);
  const registered = operators.register({ walletUrl: operator.walletUrl, publicKey: operator.publicKey });
  const client = createWalletClient({ privateKey: sandboxKeys.privateKey, timeoutMs: options.timeoutMs ?? 2_000 });
  const scheduler = createTimerScheduler(() => undefined);
  const background = createBackgroundDeliveries({ client, scheduler, retryDelaysMs: options.retryDelaysMs ?? [1, 2, 4], logError: () => undefined });
  const sessions = createPlaySessions();
  const session = sessions.open({
    mode: 'real',
    operatorId: registered.operatorId,
    user: RIG_USER,
    token: RIG_TOKEN,
    gameCode: options.gameCode ?? 'sbx_jk_golden_temple',
  });
  if (session.mode !== 'real') throw new Error('the rig opens a real session');
  const player = { user: RIG_USER, token: RIG_TOKEN, gameCode: session.gameCode };
  const journal = createPendingJournal(undefined);
  const wallet = createRealWallet(registered, player, { client, deliverDurably: createDurableDelivery({ client, background, journal }), journal });
  return {
    operator,
    registered,
    client,
    background,
    sessions,
    session,
    player,
    wallet,
    journal,
    async close() {
      scheduler.stop();
      await operator.close();
    },
  };
}

export type WalletRig = Awaited<ReturnType<typeof startWalletRig>>;
