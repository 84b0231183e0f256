import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from './event-stream-parser';

function parseAll(pieces: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const read = createEventStreamParser((event) => events.push(event));
  for (const piece of pieces) read(piece);
  return events;
}

describe('createEventStreamParser', () => {
  it('reads named events whose text arrives cut anywhere, skipping heartbeat comments', () => {
    const stream = 'event: balance\ndata: {"balanceSatang":100}\n\n: heartbeat\n\nevent: balance\r\ndata: {"balanceSatang":250}\r\n\r\n';
    const pieces = [stream.slice(0, 9), stream.slice(9, 30), stream.slice(30, 61), stream.slice(61)];
    expect(parseAll(pieces)).toEqual([
      { event: 'balance', data: '{"balanceSatang":100}' },
      { event: 'balance', data: '{"balanceSatang":250}' },
    ]);
  });

  it('joins data lines, names an unnamed event message, and holds back an event not yet ended', () => {
    expect(parseAll(['data: a\ndata:b\n\n', 'event: balance\ndata: later'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
