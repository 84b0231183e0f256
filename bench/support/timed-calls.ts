import { performance } from 'node:perf_hooks';
import type { PostReply } from './keep-alive-client';

export interface Call {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface TimedCalls {
  calls: number;
  elapsedMs: number;
  /** Each call's duration, from sending the request to the reply's last byte. */
  callDurationsMs: number[];
  failures: number;
  /** The first few failures, described, so a broken run says why. */
  failureExamples: string[];
}

const FAILURE_EXAMPLES = 3;

/**
 * Sends every lane's calls at once, each lane's one at a time and in order: one lane is one
 * player, who waits for a bet's reply before sending its win. `describeFailure` says why a reply
 * is not a success (undefined when it is one). A failed call is counted and its lane goes on, so a
 * broken run reports how many calls failed rather than stopping at the first.
 */
export async function sendInLanes(
  post: (path: string, headers: Record<string, string>, body: string) => Promise<PostReply>,
  lanes: readonly (readonly Call[])[],
  describeFailure: (reply: PostReply) => string | undefined,
): Promise<TimedCalls> {
  const callDurationsMs: number[] = [];
  const failureExamples: string[] = [];
  let failures = 0;
  const fail = (call: Call, reason: string) => {
    failures += 1;
    if (failureExamples.length < FAILURE_EXAMPLES) failureExamples.push(`${call.path}: ${reason}`);
  };
  const sendLane = async (lane: readonly Call[]) => {
    for (const call of lane) {
      const sentAtMs = performance.now();
      try {
        const reply = await post(call.path, call.headers, call.body);
        callDurationsMs.push(performance.now() - sentAtMs);
        const reason = describeFailure(reply);
        if (reason !== undefined) fail(call, reason);
      } catch (error) {
        callDurationsMs.push(performance.now() - sentAtMs);
        fail(call, error instanceof Error ? error.message : String(error));
      }
    }
  };
  const startedAtMs = performance.now();
  await Promise.all(lanes.map(sendLane));
  const elapsedMs = performance.now() - startedAtMs;
  return { calls: callDurationsMs.length, elapsedMs, callDurationsMs, failures, failureExamples };
}
