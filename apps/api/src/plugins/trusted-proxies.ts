import type { AppConfig } from '../config';

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes a function of the hop's place:
 * Fastify 5 reads a bare number as "trust no hop", since a count cannot tell the proxy from a
 * client that reaches the API directly. So a count is for an API that only the proxy can reach;
 * the proxies' addresses are the safer setting (docs/decisions.md).
 */
export function trustedProxies(setting: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  // Hop 0 is the socket's peer; each trusted hop reveals one more address from the right of X-Forwarded-For.
  return (_address, hop) => hop < setting;
}
