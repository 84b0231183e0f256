import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCatalogue } from '../catalogue/games';
import { pageScriptFor } from '../pages/client-scripts';
import { startSandboxRig, type SandboxRig } from '../test-support/sandbox-rig';
import { TEXTS } from '../texts';

/** One game of each engine: the pages differ by engine. */
const ONE_GAME_PER_ENGINE = [...new Map(listCatalogue().map((game) => [game.engine, game])).values()];

describe('the game pages', () => {
  let rig: SandboxRig;
  beforeAll(async () => {
    rig = await startSandboxRig({ timing: { casinoSettleMs: 10 } });
  });
  afterAll(() => rig.close());

  it('serves every engine a page with the sandbox label, the operator balance, a lobby link and its own script policy', async () => {
    for (const game of ONE_GAME_PER_ENGINE) {
      const path = await rig.openSession(game.gameCode, { lobby_url: 'http://localhost:3000/games?from=sandbox' });
      const page = await rig.sandbox.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(TEXTS.sandboxLabel);
      expect(page.body).toContain('1,000.00');
      expect(page.body).toContain('href="http://localhost:3000/games?from=sandbox"');
      expect(page.body).toContain(TEXTS.lobby);
      const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(page.body).toContain(`<script nonce="${nonce}">`);
      const state = await rig.sandbox.app.inject({ method: 'GET', url: `${path}/state` });
      expect(state.statusCode).toBe(200);
    }
  });

  it('inlines scripts that parse', () => {
    for (const game of ONE_GAME_PER_ENGINE) expect(() => new Function(pageScriptFor(game.engine))).not.toThrow();
  });

  it('answers an unknown session with a Thai 404 page and JSON 404s', async () => {
    const page = await rig.sandbox.app.inject({ method: 'GET', url: '/play/ps_nothing_here' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(TEXTS.notFoundTitle);
    expect(page.body).toContain(TEXTS.sandboxLabel);
    expect((await rig.sandbox.app.inject({ method: 'POST', url: '/play/ps_nothing_here/action', payload: {} })).statusCode).toBe(404);
  });

  it('shows the balance the operator answers after each bet, and the table result once settled', async () => {
    const path = await rig.openSession('sbx_live_baccarat_a');
    const bet = await rig.sandbox.app.inject({ method: 'POST', url: `${path}/action`, payload: { choice: 'player', stakeSatang: 1_000 } });
    expect(bet.json()).toMatchObject({ ok: true, balanceText: '990.00' });
    await rig.sandbox.idle();
    await expect.poll(async () => (await rig.sandbox.app.inject({ method: 'GET', url: `${path}/state` })).json().view.rounds[0].status).toBe('settled');
    const balance = await rig.sandbox.app.inject({ method: 'GET', url: `${path}/balance` });
    expect(balance.json().balanceUnits).toBe(rig.operator.wallet.balanceOf('member-0001'));
  });
});
