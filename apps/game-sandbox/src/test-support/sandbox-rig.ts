import { HUB88_GAME_URL_PATH } from '@app/contract/hub88/games';
import { buildSandbox, type SandboxOptions } from '../sandbox';
import { startFakeOperator } from './fake-operator';
import { postSigned } from './signed-inject';

/**
 * A whole sandbox with a fake operator registered to it, and a way to open a real play session
 * through the Games API as the operator would.
 */
export async function startSandboxRig(options: Partial<SandboxOptions> = {}) {
  let sandboxPublicKey = '';
  const operator = await startFakeOperator({ sandboxPublicKey: () => sandboxPublicKey });
  const sandbox = await buildSandbox({ publicUrl: 'http://127.0.0.1:3100', ...options });
  sandboxPublicKey = sandbox.publicKey;
  const { operatorId } = sandbox.registerOperator({ walletUrl: operator.walletUrl, publicKey: operator.publicKey });

  /** The path of a new play session of `gameCode` for `user` (real unless `currency` is XXX). */
  async function openSession(gameCode: string, fields: Record<string, unknown> = {}): Promise<string> {
    const body = {
      operator_id: operatorId,
      user: 'member-0001',
      token: 'token-0123456789',
      platform: 'GPL_MOBILE',
      game_code: gameCode,
      currency: 'THB',
      ...fields,
    };
    const response = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, body, operator.privateKey);
    if (response.statusCode !== 200) throw new Error(`game/url answered ${response.statusCode} ${response.body}`);
    return new URL(response.json().url).pathname;
  }

  return {
    sandbox,
    operator,
    operatorId,
    openSession,
    async close() {
      await sandbox.close();
      await operator.close();
    },
  };
}

export type SandboxRig = Awaited<ReturnType<typeof startSandboxRig>>;
