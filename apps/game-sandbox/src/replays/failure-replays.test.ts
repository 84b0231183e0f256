import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxRig, type SandboxRig } from '../test-support/sandbox-rig';

const BAHT = 100_000;

describe('the failure replays, against an operator that keeps each transaction once', () => {
  let rig: SandboxRig;
  beforeAll(async () => {
    rig = await startSandboxRig();
  });
  afterAll(() => rig.close());

  const sessionIdOf = (path: string) => path.split('/').pop() ?? '';

  it('duplicate-delivery: twice at once, then under a new request_uuid, nets one bet and one win', async () => {
    const sessionId = sessionIdOf(await rig.openSession('sbx_jk_golden_temple', { user: 'member-dup' }));
    const report = await rig.sandbox.replays.run('duplicate-delivery', sessionId);
    const money = report.calls.filter((call) => call.path.startsWith('transaction/'));
    expect(money.map((call) => call.path)).toEqual([
      'transaction/bet',
      'transaction/bet',
      'transaction/bet',
      'transaction/win',
      'transaction/win',
      'transaction/win',
    ]);
    expect(new Set(money.slice(0, 3).map((call) => call.transactionUuid)).size).toBe(1);
    expect(new Set(money.slice(0, 3).map((call) => call.requestUuid)).size).toBe(2);
    expect(report.expectedDeltaUnits).toBe(15 * BAHT);
    expect(report.finalBalanceUnits).toBe((report.initialBalanceUnits ?? 0) + report.expectedDeltaUnits);
  });

  it('rollback-before-bet: the late bet is refused and nothing moves', async () => {
    const sessionId = sessionIdOf(await rig.openSession('sbx_jk_golden_temple', { user: 'member-rbb' }));
    const report = await rig.sandbox.replays.run('rollback-before-bet', sessionId);
    const [rollback, bet] = report.calls.filter((call) => call.path.startsWith('transaction/'));
    expect(rollback?.status).toBe('RS_OK');
    expect(bet?.status).not.toBe('RS_OK');
    expect(report.finalBalanceUnits).toBe(report.initialBalanceUnits);
  });

  it('timeout-then-retry: an abandoned delivery and its retry are one bet', async () => {
    const sessionId = sessionIdOf(await rig.openSession('sbx_jk_golden_temple', { user: 'member-tmo' }));
    const report = await rig.sandbox.replays.run('timeout-then-retry', sessionId);
    const bets = report.calls.filter((call) => call.path === 'transaction/bet');
    // The first delivery was abandoned after 1 ms; whether the operator still took it is its business.
    expect(['NO_ANSWER', 'RS_OK']).toContain(bets[0]?.status);
    expect(bets.at(-1)?.status).toBe('RS_OK');
    expect(new Set(bets.map((call) => call.requestUuid)).size).toBe(1);
    expect(report.finalBalanceUnits).toBe((report.initialBalanceUnits ?? 0) + 15 * BAHT);
  });

  it('win-after-close: the session takes no more bets, and the later win is sent with the same token', async () => {
    const path = await rig.openSession('sbx_jk_golden_temple', { user: 'member-wac' });
    let actionWhileClosed = 0;
    const report = await rig.sandbox.replays.run('win-after-close', sessionIdOf(path), {
      beforeWin: async () => {
        actionWhileClosed = (await rig.sandbox.app.inject({ method: 'POST', url: `${path}/action`, payload: { stakeSatang: 100 } })).statusCode;
      },
    });
    expect(actionWhileClosed).toBe(409);
    const win = rig.operator.received.filter((call) => call.path === 'transaction/win' && call.body.user === 'member-wac');
    expect(win).toHaveLength(1);
    expect(win[0]?.body.token).toBe('token-0123456789');
    expect(report.finalBalanceUnits).toBe((report.initialBalanceUnits ?? 0) + 15 * BAHT);
  });

  it('storm: 50 shuffled duplicates and out-of-order deliveries end at the expected balance', async () => {
    const sessionId = sessionIdOf(await rig.openSession('sbx_jk_golden_temple', { user: 'member-storm' }));
    const report = await rig.sandbox.replays.run('storm', sessionId);
    expect(report.calls.filter((call) => call.path.startsWith('transaction/'))).toHaveLength(50);
    expect(report.expectedDeltaUnits).toBe(12 * BAHT);
    expect(report.finalBalanceUnits).toBe((report.initialBalanceUnits ?? 0) + report.expectedDeltaUnits);
  });

  it('runs over HTTP from this machine only, for real sessions only', async () => {
    const path = await rig.openSession('sbx_jk_golden_temple', { user: 'member-http' });
    const url = '/sandbox/replays/duplicate-delivery';
    const remote = await rig.sandbox.app.inject({ method: 'POST', url, payload: { sessionId: sessionIdOf(path) }, remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
    const local = await rig.sandbox.app.inject({ method: 'POST', url, payload: { sessionId: sessionIdOf(path) } });
    expect(local.json()).toMatchObject({ case: 'duplicate-delivery', expectedDeltaUnits: 15 * BAHT });
    const demoPath = await rig.openSession('sbx_jk_golden_temple', { currency: 'XXX', user: undefined, token: undefined });
    expect((await rig.sandbox.app.inject({ method: 'POST', url, payload: { sessionId: sessionIdOf(demoPath) } })).statusCode).toBe(400);
    expect((await rig.sandbox.app.inject({ method: 'POST', url: '/sandbox/replays/nope', payload: { sessionId: 'x' } })).statusCode).toBe(404);
  });
});
