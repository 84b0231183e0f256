import { createHmac } from 'node:crypto';
import { expect, request } from '@playwright/test';
import { currentJourney } from './journey-test';
import { journeyRequestOptions } from './journeys';

/** One incoming transfer as the brand's statement reader reports it. */
export interface StatementLine {
  bankReference: string;
  senderBankCode: string;
  /** Digits that match no member leave the line in the review queue instead of crediting anyone. */
  senderAccount: string;
  amountSatang: number;
  occurredAt: string;
}

export type StatementOutcome = 'credited' | 'queued' | 'duplicate';

function readOutcomes(value: unknown): StatementOutcome[] {
  if (typeof value !== 'object' || value === null || !('data' in value) || !Array.isArray(value.data)) {
    throw new Error('POST /api/integrations/bank-statement did not answer {data:[...]}');
  }
  return value.data.map((line: unknown) => {
    const outcome = typeof line === 'object' && line !== null && 'outcome' in line ? line.outcome : null;
    if (outcome === 'credited' || outcome === 'queued' || outcome === 'duplicate') return outcome;
    throw new Error(`Unexpected statement outcome ${JSON.stringify(line)}`);
  });
}

/**
 * Posts statement lines to the journey's brand as its reader does: the exact body bytes are signed with
 * HMAC-SHA256 over "<unix seconds>.<body>", so the body is sent as the very string that was signed.
 */
export async function postStatementLines(secret: string, lines: StatementLine[]): Promise<StatementOutcome[]> {
  const api = await request.newContext(journeyRequestOptions(currentJourney()));
  try {
    const body = JSON.stringify({ lines });
    const timestamp = String(Math.floor(Date.now() / 1000));
    // The signature covers the method and path as well as the body (see docs/decisions.md).
    const signature = createHmac('sha256', secret).update(`${timestamp}.POST /api/integrations/bank-statement.${body}`).digest('hex');
    const response = await api.post('/api/integrations/bank-statement', {
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(200);
    return readOutcomes(await response.json());
  } finally {
    await api.dispose();
  }
}
