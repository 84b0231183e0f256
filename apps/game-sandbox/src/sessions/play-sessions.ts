import { randomId } from '../lib/random';

/** What `game/url` opened: one player (or a demo visitor) in one game, reached at /play/<id>. */
export interface RealPlaySession {
  mode: 'real';
  id: string;
  operatorId: number;
  user: string;
  /** The operator's game token: sent with every wallet call, wins after it expired included. */
  token: string;
  gameCode: string;
  lobbyUrl?: string;
  depositUrl?: string;
  /** Set when the sandbox closed the session: the page takes no more bets, open rounds still settle. */
  closedAt?: Date;
}

/** "In DEMO mode, no calls to Operator's API are made": the sandbox keeps a virtual balance. */
export interface DemoPlaySession {
  mode: 'demo';
  id: string;
  operatorId: number;
  gameCode: string;
  lobbyUrl?: string;
  depositUrl?: string;
  demoBalanceSatang: number;
  closedAt?: Date;
}

export type PlaySession = RealPlaySession | DemoPlaySession;

/** A demo session starts with 1,000.00 of play money. */
export const DEMO_START_BALANCE_SATANG = 100_000;

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface PlaySessions {
  open(session: WithoutId<PlaySession>): PlaySession;
  find(sessionId: string): PlaySession | undefined;
  close(sessionId: string, at: Date): void;
}

/** Play sessions live in memory: a restarted sandbox asks the operator for a new game URL. */
export function createPlaySessions(): PlaySessions {
  const sessions = new Map<string, PlaySession>();
  return {
    open(fields) {
      const session: PlaySession = { ...fields, id: randomId('ps_') };
      sessions.set(session.id, session);
      return session;
    },
    find(sessionId) {
      return sessions.get(sessionId);
    },
    close(sessionId, at) {
      const session = sessions.get(sessionId);
      if (session) session.closedAt = at;
    },
  };
}
