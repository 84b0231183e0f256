import { z } from 'zod';
import { REALITY_CHECK_MINUTES } from './player-protection';

/**
 * Reality checks (docs/player-protection.md): every 30 or 60 minutes of a login session, game
 * pages stop the member with how long the session has lasted and what play has won or lost in it.
 */
export const realityCheckMinutesSchema = z.literal(REALITY_CHECK_MINUTES, { error: 'เลือกการแจ้งเตือนได้ทุก 30 หรือ 60 นาทีเท่านั้น' });
export type RealityCheckMinutes = z.infer<typeof realityCheckMinutesSchema>;

/** The member's choice: `GET` and `PUT /api/auth/protection/reality-check` (the body of a PUT too). */
export const realityCheckSettingSchema = z.object({ intervalMinutes: realityCheckMinutesSchema });
export type RealityCheckSetting = z.infer<typeof realityCheckSettingSchema>;
export const realityCheckSettingResponseSchema = z.object({ data: realityCheckSettingSchema });

/**
 * `GET /api/auth/protection/reality-check/session`: the login session of the token that asks.
 * It began at `sessionStartedAt` (the login); `now` is the server's time of the answer, so a
 * device whose clock is off still times the reminders from the session's real start. The money
 * counts every bet and win the game wallet took from the session's start to `now`: a bet later
 * rolled back counts for nothing, and a win counts when it was paid, whenever its bet was made.
 */
export const realityCheckSessionSchema = z.object({
  intervalMinutes: realityCheckMinutesSchema,
  sessionStartedAt: z.iso.datetime(),
  now: z.iso.datetime(),
  betSatang: z.number().int().min(0),
  winSatang: z.number().int().min(0),
  /** Wins minus bets: above zero the member is ahead, below zero behind. */
  netResultSatang: z.number().int(),
});
export type RealityCheckSession = z.infer<typeof realityCheckSessionSchema>;
export const realityCheckSessionResponseSchema = z.object({ data: realityCheckSessionSchema });
