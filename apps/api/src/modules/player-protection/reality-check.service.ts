import type { RealityCheckMinutes, RealityCheckSession, RealityCheckSetting } from '@app/contract/reality-check';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findRealityCheckMinutes, findSessionPlay, updateRealityCheckMinutes } from './reality-check.repo';

export async function getRealityCheckSetting(db: Database, memberId: string): Promise<RealityCheckSetting> {
  const minutes = await findRealityCheckMinutes(db, memberId);
  if (minutes === undefined) throw new AppError('MEMBER_NOT_FOUND');
  return { intervalMinutes: minutes };
}

/**
 * The member's own choice, in force at once either way: the next reminder of a session already
 * under way follows it. Both intervals are within what the reminders are for, so neither waits.
 */
export async function setRealityCheckInterval(db: Database, memberId: string, minutes: RealityCheckMinutes): Promise<RealityCheckSetting> {
  if (!(await updateRealityCheckMinutes(db, memberId, minutes))) throw new AppError('MEMBER_NOT_FOUND');
  return { intervalMinutes: minutes };
}

/**
 * What a reality check shows, for the login session the request came with: when the session
 * began (the login), and the net result of play in it, wins minus bets (UKGC RTS 2E's "net
 * position": winnings minus losses since the session started). Only that session's own member
 * can ask, since the session comes from the member guard.
 */
export async function getRealityCheckSession(db: Database, session: { sessionId: string; memberId: string }, now: Date): Promise<RealityCheckSession> {
  const play = await findSessionPlay(db, { ...session, now });
  if (!play) throw new AppError('AUTH_REQUIRED');
  return {
    intervalMinutes: play.intervalMinutes,
    sessionStartedAt: play.startedAt.toISOString(),
    now: now.toISOString(),
    betSatang: play.betSatang,
    winSatang: play.winSatang,
    netResultSatang: play.winSatang - play.betSatang,
  };
}
