import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { HUB88_SIGNATURE_HEADER, signHub88Body } from '@app/contract/hub88/signature';
import {
  HUB88_GAME_LIST_PATH,
  HUB88_GAME_URL_PATH,
  hub88GameListResponseSchema,
  hub88GameUrlResponseSchema,
  type Hub88Game,
  type Hub88GameUrlRequest,
} from '@app/contract/hub88/games';
import { AppError } from '../../lib/app-error';

/** What a Games API call needs: where, as whom, signed with which key. */
export interface Hub88Endpoint {
  apiUrl: string;
  operatorId: number;
  signingKey: KeyObject;
}

/** Why a Games API call failed, for the operator's log and the console; members see AGGREGATOR_UNAVAILABLE. */
export class AggregatorCallFailed extends AppError {
  constructor(readonly reason: string) {
    super('AGGREGATOR_UNAVAILABLE');
  }
}

const CALL_TIMEOUT_MS = 15_000;

/** One signed Games API call: the exact bytes sent are the bytes signed. */
async function post<T>(endpoint: Hub88Endpoint, path: string, body: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
  const rawBody = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(new URL(path, endpoint.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signHub88Body(rawBody, endpoint.signingKey) },
      body: rawBody,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AggregatorCallFailed(`${path}: ${error instanceof Error ? error.message : 'no answer'}`);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const reason = typeof answer === 'object' && answer !== null && 'error' in answer ? String(answer.error) : `HTTP ${response.status}`;
    throw new AggregatorCallFailed(`${path}: ${response.status} ${reason}`);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new AggregatorCallFailed(`${path}: the answer is not in the documented form`);
  return parsed.data;
}

/** Hub88's game list for this operator. */
export function fetchHub88Games(endpoint: Hub88Endpoint): Promise<Hub88Game[]> {
  return post(endpoint, HUB88_GAME_LIST_PATH, { operator_id: endpoint.operatorId }, hub88GameListResponseSchema);
}

/** The landing URL of one game, real (with the member's token) or demo (currency XXX, no token or user). */
export async function fetchHub88GameUrl(endpoint: Hub88Endpoint, request: Omit<Hub88GameUrlRequest, 'operator_id'>): Promise<string> {
  return (await post(endpoint, HUB88_GAME_URL_PATH, { ...request, operator_id: endpoint.operatorId }, hub88GameUrlResponseSchema)).url;
}
