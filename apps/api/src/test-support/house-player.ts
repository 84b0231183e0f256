import type { FastifyInstance } from 'fastify';
import { PLAY_TOKEN_HEADER } from '@app/contract/house-games/api';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { bearer } from './test-app';

/** The single-use launch token of a house game, as the web app gets it from opengame. */
export async function openLaunchToken(app: FastifyInstance, memberToken: string, game: HouseGameCode): Promise<string> {
  const list = await app.inject({ method: 'POST', url: '/api/auth/user/game/list', payload: { provider: 'HOUSE' }, headers: bearer(memberToken) });
  const gameId = (list.json().data as { code: string; uuid: string }[]).find((candidate) => candidate.code === game)?.uuid;
  const opened = await app.inject({ method: 'POST', url: '/api/auth/user/opengame', payload: { gameId }, headers: bearer(memberToken) });
  return new URL(opened.json().data.launchUrl, 'http://localhost').searchParams.get('token') ?? '';
}

/** A member opening a house game as the web app does: opengame, then the play session. */
export async function openHouseGame(app: FastifyInstance, memberToken: string, game: HouseGameCode) {
  const launchToken = await openLaunchToken(app, memberToken, game);
  const started = await app.inject({ method: 'POST', url: '/api/house/session', payload: { launchToken } });
  if (started.statusCode !== 200) throw new Error(`house session refused: ${started.body}`);
  const playToken: string = started.json().data.playToken;
  const play = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { [PLAY_TOKEN_HEADER]: playToken }, ...(payload ? { payload } : {}) });
  return { started: started.json().data, playToken, play, launchToken };
}
