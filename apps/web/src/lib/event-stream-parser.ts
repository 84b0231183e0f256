/** One server-sent event: its name (`message` when the server names none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives, in pieces cut anywhere, and calls `onEvent` for each
 * complete event. Comments (heartbeats) and fields other than `event` and `data` are skipped. The
 * browser's EventSource does this too, but it cannot send the Authorization header, and a member
 * token must never travel in an address (logs and proxies keep addresses).
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void): (text: string) => void {
  let pending = '';
  let event = '';
  let dataLines: string[] = [];

  const readLine = (line: string) => {
    if (line === '') {
      if (dataLines.length > 0) onEvent({ event: event || 'message', data: dataLines.join('\n') });
      event = '';
      dataLines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') dataLines.push(value);
  };

  return (text) => {
    pending += text;
    const lines = pending.split(/\r\n|\r|\n/);
    // The last piece may be a line cut in the middle; it waits for the rest.
    pending = lines.pop() ?? '';
    for (const line of lines) readLine(line);
  };
}
