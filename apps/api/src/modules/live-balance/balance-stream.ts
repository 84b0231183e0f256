import type { FastifyReply } from 'fastify';
import { BALANCE_EVENT } from '@app/contract/live-balance';
import type { MemberContext } from '../auth/member-auth.service';
import { isMemberSessionLive } from '../auth/member-session-liveness';
import { ensureAccount, getAccountBalance } from '../ledger/ledger.service';
import type { LiveBalance } from './live-balance';

/**
 * Streams the member's own credit balance as server-sent events on `response`: once at once,
 * then each time the account may have moved and the balance differs from the last one sent.
 * Every heartbeat it sends a comment (proxies close a silent connection) and re-reads the
 * session, ending the stream once the session is over (logged out, revoked, idle, expired, the
 * member locked). Returns when the stream is set up; it ends when the page goes or the session does.
 */
export async function streamBalance(live: LiveBalance, member: MemberContext, reply: FastifyReply): Promise<void> {
  const { db, clock, lifetime, heartbeatMs } = live.deps;
  const accountId = await ensureAccount(db, { brandId: member.brandId, memberId: member.memberId, kind: 'credit' });

  // From here the response is written by hand for as long as the page holds it: no serializer,
  // no compression, no error reply.
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and similar proxies would otherwise hold the events back in their buffer.
    'x-accel-buffering': 'no',
  });

  let isEnded = false;
  let lastSentSatang: number | undefined;
  let isReading = false;
  let isReadAgain = false;

  const send = async () => {
    // Reads one at a time, and once more when woken meanwhile, so the last one sent is the latest.
    if (isReading) {
      isReadAgain = true;
      return;
    }
    isReading = true;
    try {
      do {
        isReadAgain = false;
        const balanceSatang = await getAccountBalance(db, accountId);
        if (isEnded || balanceSatang === lastSentSatang) continue;
        lastSentSatang = balanceSatang;
        response.write(`event: ${BALANCE_EVENT}\ndata: ${JSON.stringify({ balanceType: 'credit', balanceSatang })}\n\n`);
      } while (isReadAgain && !isEnded);
    } catch {
      end();
    } finally {
      isReading = false;
    }
  };

  const heartbeat = async () => {
    const isLive = await isMemberSessionLive({ db, lifetime }, member.sessionId, clock()).catch(() => false);
    if (!isLive) end();
    else if (!isEnded) response.write(': heartbeat\n\n');
  };

  const timer = setInterval(() => void heartbeat(), heartbeatMs);
  const unwatch = live.watchers.watch(accountId, () => void send());
  const release = live.hold(() => end());
  function end() {
    if (isEnded) return;
    isEnded = true;
    clearInterval(timer);
    unwatch();
    release();
    response.end();
  }
  response.on('close', end);
  await send();
}
