import { lookup as dnsLookup, type LookupOneOptions } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * `localhost` and every name under `.localhost` are this machine (RFC 6761), as browsers treat
 * them; the system resolver here does not know the sub-domains, so they are answered here. Each
 * brand of a local site has its own `<brand>.localhost` host, and its wallet is reached by it.
 */
const loopbackLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if ((options as LookupOneOptions & { all?: boolean }).all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dnsLookup(hostname, options, callback);
};

export interface TextReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Thrown when no reply came within the time allowed. */
export class ReplyTimeout extends Error {
  override readonly name = 'TimeoutError';
}

/** POSTs `body` and reads the whole reply as text; a connection failure or a timeout rejects. */
export function postText(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<TextReply> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, lookup: loopbackLookup }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new ReplyTimeout(`no reply within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
