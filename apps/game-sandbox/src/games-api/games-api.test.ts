import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB88_GAME_URL_PATH, HUB88_GAME_LIST_PATH } from '@app/contract/hub88/games';
import { buildSandbox, type Sandbox } from '../sandbox';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import { postSigned } from '../test-support/signed-inject';

const PUBLIC_URL = 'http://127.0.0.1:3100';
const operatorKeys = createRsaKeyPair();
const strangerKeys = createRsaKeyPair();

describe("the Games API (Hub88's game list and game URL)", () => {
  let sandbox: Sandbox;
  let operatorId: number;

  beforeAll(async () => {
    sandbox = await buildSandbox({ publicUrl: PUBLIC_URL });
    // Port 9 (discard) answers nothing: a demo session must never call it.
    operatorId = sandbox.registerOperator({ walletUrl: 'http://127.0.0.1:9/api/provider/HUB88', publicKey: operatorKeys.publicKey }).operatorId;
  });
  afterAll(() => sandbox.close());

  const realLaunch = (fields: Record<string, unknown> = {}) => ({
    operator_id: operatorId,
    user: 'member-0001',
    token: 'token-0123456789',
    platform: 'GPL_MOBILE',
    game_code: 'sbx_jk_golden_temple',
    currency: 'THB',
    lobby_url: 'http://localhost:3000/games',
    ...fields,
  });

  it('refuses an unsigned or badly signed call with 401 {error}', async () => {
    const unsigned = await postSigned(sandbox.app, HUB88_GAME_LIST_PATH, { operator_id: operatorId }, undefined);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ error: expect.any(String) });
    const stranger = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, realLaunch(), strangerKeys.privateKey);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error).toMatch(/signature/);
  });

  it('answers 404 for an operator_id it does not know, 400 for missing parameters', async () => {
    const unknown = await postSigned(sandbox.app, HUB88_GAME_LIST_PATH, { operator_id: operatorId + 100 }, operatorKeys.privateKey);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: expect.any(String) });
    const noPlatform = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, { ...realLaunch(), platform: undefined }, operatorKeys.privateKey);
    expect(noPlatform.statusCode).toBe(400);
  });

  it('refuses real play in another currency with 403, and unknown or disabled games with 404 / 403', async () => {
    const euro = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, realLaunch({ currency: 'EUR' }), operatorKeys.privateKey);
    expect(euro.statusCode).toBe(403);
    expect(euro.json()).toEqual({ error: expect.any(String) });
    const unknown = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, realLaunch({ game_code: 'sbx_no_such_game' }), operatorKeys.privateKey);
    expect(unknown.statusCode).toBe(404);
    const disabled = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, realLaunch({ game_code: 'sbx_sg_classic_bar' }), operatorKeys.privateKey);
    expect(disabled.statusCode).toBe(403);
  });

  it('opens a real session at /play/<id> for a signed launch', async () => {
    const launch = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, realLaunch(), operatorKeys.privateKey);
    expect(launch.statusCode).toBe(200);
    expect(launch.json().url).toMatch(new RegExp(`^${PUBLIC_URL}/play/[A-Za-z0-9_-]+$`));
  });

  it('opens demo play with currency XXX and no token or user, and refuses demo for a game without it', async () => {
    const demo = { operator_id: operatorId, platform: 'GPL_DESKTOP', game_code: 'sbx_jk_golden_temple', currency: 'XXX' };
    const launch = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, demo, operatorKeys.privateKey);
    expect(launch.statusCode).toBe(200);
    const page = await sandbox.app.inject({ method: 'GET', url: new URL(launch.json().url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1,000.00');
    const baccarat = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, { ...demo, game_code: 'sbx_live_baccarat_a' }, operatorKeys.privateKey);
    expect(baccarat.statusCode).toBe(403);
    const noDemoSlot = await postSigned(sandbox.app, HUB88_GAME_URL_PATH, { ...demo, game_code: 'sbx_jk_naga_gold' }, operatorKeys.privateKey);
    expect(noDemoSlot.statusCode).toBe(403);
  });

  it('plays demo money without calling the operator', async () => {
    const demo = { operator_id: operatorId, platform: 'GPL_MOBILE', game_code: 'sbx_sg_fruit_party', currency: 'XXX' };
    const path = new URL((await postSigned(sandbox.app, HUB88_GAME_URL_PATH, demo, operatorKeys.privateKey)).json().url).pathname;
    const spin = await sandbox.app.inject({ method: 'POST', url: `${path}/action`, payload: { stakeSatang: 10_000 } });
    expect(spin.json()).toMatchObject({ ok: true, winStatus: 'paid' });
    const expected = 100_000 - 10_000 + spin.json().winSatang;
    expect(spin.json().balanceUnits).toBe(expected * 1000);
  });
});

describe('operator registration (POST /sandbox/operators)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'game-sandbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes a wallet URL and key from this machine only, keeps the id on re-registration, and remembers both across restarts', async () => {
    const first = await buildSandbox({ publicUrl: PUBLIC_URL, dataDir });
    const body = { walletUrl: 'http://127.0.0.1:3000/api/provider/HUB88', publicKey: operatorKeys.publicKey };
    const registered = await first.app.inject({ method: 'POST', url: '/sandbox/operators', payload: body });
    expect(registered.json()).toEqual({ operatorId: 1, publicKey: first.publicKey });
    const again = await first.app.inject({ method: 'POST', url: '/sandbox/operators', payload: { ...body, publicKey: strangerKeys.publicKey } });
    expect(again.json().operatorId).toBe(1);
    const remote = await first.app.inject({ method: 'POST', url: '/sandbox/operators', payload: body, remoteAddress: '192.0.2.10' });
    expect(remote.statusCode).toBe(403);
    const notAKey = await first.app.inject({ method: 'POST', url: '/sandbox/operators', payload: { ...body, publicKey: 'nope' } });
    expect(notAKey.statusCode).toBe(400);
    await first.close();

    const second = await buildSandbox({ publicUrl: PUBLIC_URL, dataDir });
    expect(second.publicKey).toBe(first.publicKey);
    // The replaced key is the one remembered: a call signed with it is accepted.
    const list = await postSigned(second.app, HUB88_GAME_LIST_PATH, { operator_id: 1 }, strangerKeys.privateKey);
    expect(list.statusCode).toBe(200);
    await second.close();
  });
});
