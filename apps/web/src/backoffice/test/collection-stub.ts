import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { jsonResponse } from '@/test/fixtures';
import { stubConsoleApi, type ConsoleStubOptions, type RecordedCall } from './console-stub';

export interface Collection<Row extends { id: string }> {
  /** What follows /api/admin/brands/{brandId}/, such as 'announcements'. */
  name: string;
  rows: Row[];
  /** The row a POST creates from its body. */
  create(body: Record<string, unknown>): Row;
  /** Refuses a call (a write, or the list on GET) with this error; null lets the stub answer. */
  refuse?(method: string, body: Record<string, unknown>): StubbedError | null;
  /** The row a PATCH leaves, by default the row with the body's fields. */
  change?(row: Row, body: Record<string, unknown>): Row;
  /** Awaited before a call is answered, so a test can see the screen while the call is on its way. */
  before?(method: string): Promise<void>;
  /** Answers a GET, by default `{ data: rows }`. */
  list?(url: URL, rows: Row[]): Response;
}

/** Types a collection by its rows, which an array of collections of different rows cannot infer. */
export function collectionOf<Row extends { id: string }>(collection: Collection<Row>): Collection<Row> {
  return collection;
}

function readBody(init: RequestInit | undefined): Record<string, unknown> {
  if (typeof init?.body !== 'string') return {};
  const parsed: unknown = JSON.parse(init.body);
  return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
}

function answer<Row extends { id: string }>(
  collection: Collection<Row>,
  url: URL,
  id: string | undefined,
  method: string,
  body: Record<string, unknown>,
): Response {
  const refusal = collection.refuse?.(method, body);
  if (refusal) return errorResponse(refusal);
  const index = collection.rows.findIndex((row) => row.id === id);
  if (!id) {
    if (method === 'GET') return collection.list?.(url, collection.rows) ?? jsonResponse(200, { data: collection.rows });
    const created = collection.create(body);
    collection.rows.unshift(created);
    return jsonResponse(200, { data: created });
  }
  const row = collection.rows[index];
  if (!row) return errorResponse({ status: 404, code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });
  if (method === 'DELETE') {
    collection.rows.splice(index, 1);
    return new Response(null, { status: 204 });
  }
  const changed: Row = collection.change?.(row, body) ?? { ...row, ...body };
  collection.rows[index] = changed;
  return jsonResponse(200, { data: changed });
}

/**
 * The console stub plus in-memory collections under /api/admin/brands/{brandId}/: list, create,
 * change and delete answer as the API does, and every call to them is recorded with its body.
 */
export function stubCollections(collections: readonly Collection<{ id: string }>[], options: ConsoleStubOptions = {}) {
  const { fetchMock } = stubConsoleApi(options);
  const calls: RecordedCall[] = [];
  answerExtraRoutes(fetchMock, async (rawUrl, init) => {
    const url = new URL(rawUrl, 'http://console.test');
    const match = /^\/api\/admin\/brands\/[^/]+\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
    const collection = collections.find((candidate) => candidate.name === match?.[1]);
    if (!match || !collection) return null;
    const method = init?.method ?? 'GET';
    const body = readBody(init);
    calls.push({ method, url: rawUrl, body, authorization: null });
    await collection.before?.(method);
    return answer(collection, url, match[2], method, body);
  });
  return { fetchMock, calls };
}
