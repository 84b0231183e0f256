import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HUB88_GAME_URL_PATH } from '@app/contract/hub88/games';
import { buildSandbox, type Sandbox } from '../sandbox';
import { startFakeOperator, type FakeOperator } from '../test-support/fake-operator';
import { FAKE_START_BALANCE_UNITS } from '../test-support/fake-operator-wallet';
import { postSigned } from '../test-support/signed-inject';
import { PENDING_FILE } from './pending-journal';

const USER = 'member-restart';

describe('what the sandbox owes survives a restart (data folder)', () => {
  let dataDir: string;
  let operator: FakeOperator;
  let sandboxPublicKey = '';
  const running: Sandbox[] = [];

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'game-sandbox-pending-'));
    operator = await startFakeOperator({ sandboxPublicKey: () => sandboxPublicKey });
  });
  afterEach(async () => {
    for (const sandbox of running.splice(0)) await sandbox.close();
    await operator.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(timing: Parameters<typeof buildSandbox>[0]['timing']) {
    const sandbox = await buildSandbox({ publicUrl: 'http://127.0.0.1:3100', dataDir, timing });
    running.push(sandbox);
    sandboxPublicKey = sandbox.publicKey;
    const { operatorId } = sandbox.registerOperator({ walletUrl: operator.walletUrl, publicKey: operator.publicKey });
    return { sandbox, operatorId };
  }

  async function play(sandbox: Sandbox, operatorId: number, gameCode: string, action: Record<string, unknown>) {
    const body = { operator_id: operatorId, user: USER, token: 'token-0123456789', platform: 'GPL_MOBILE', game_code: gameCode, currency: 'THB' };
    const path = new URL((await postSigned(sandbox.app, HUB88_GAME_URL_PATH, body, operator.privateKey)).json().url).pathname;
    return (await sandbox.app.inject({ method: 'POST', url: `${path}/action`, payload: action })).json();
  }

  it('rolls back a bet whose round the stopped sandbox never settled', async () => {
    const first = await start({ casinoSettleMs: 600_000 });
    expect((await play(first.sandbox, first.operatorId, 'sbx_live_baccarat_a', { choice: 'player', stakeSatang: 1_000 })).ok).toBe(true);
    expect(operator.wallet.balanceOf(USER)).toBe(FAKE_START_BALANCE_UNITS - 10 * 100_000);
    await first.sandbox.close();

    const second = await start({});
    await second.sandbox.idle();
    const [bet] = operator.callsTo('transaction/bet');
    const [rollback] = operator.callsTo('transaction/rollback');
    expect(rollback?.body).toMatchObject({ reference_transaction_uuid: bet?.body.transaction_uuid, round: bet?.body.round });
    expect(operator.wallet.balanceOf(USER)).toBe(FAKE_START_BALANCE_UNITS);
    expect(JSON.parse(readFileSync(join(dataDir, PENDING_FILE), 'utf8'))).toEqual([]);
  });

  it('sends an unanswered win again, the same bytes, after a restart', async () => {
    operator.behave((call) => (call.path === 'transaction/win' ? 'bad-gateway' : 'answer'));
    const first = await start({ retryDelaysMs: [600_000] });
    const spin = await play(first.sandbox, first.operatorId, 'sbx_sg_fruit_party', { stakeSatang: 10_000 });
    expect(spin).toMatchObject({ ok: true, winStatus: 'pending' });
    await first.sandbox.close();

    operator.behave(() => 'answer');
    const second = await start({});
    await second.sandbox.idle();
    const wins = operator.callsTo('transaction/win');
    expect(new Set(wins.map((win) => win.rawBody)).size).toBe(1);
    expect(operator.wallet.balanceOf(USER)).toBe(FAKE_START_BALANCE_UNITS - 100 * 100_000 + spin.winSatang * 1000);
    expect(JSON.parse(readFileSync(join(dataDir, PENDING_FILE), 'utf8'))).toEqual([]);
  });
});
