import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER, platformSchema, type ClientInfo } from '@app/contract/client-headers';

function header(request: FastifyRequest, name: string, maxLength: number): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  return text.trim().slice(0, maxLength) || null;
}

/**
 * The platform header, if it names one. Checked for presence first: zod's safeParse builds a
 * failure, with its issues, for every missing value, and the member guard reads this on every call.
 */
function readPlatform(text: string | null): ClientInfo['platform'] {
  if (text === null) return null;
  const platform = platformSchema.safeParse(text);
  return platform.success ? platform.data : null;
}

/** The platform, channel and web version the web sends with every call; unknown values become null. */
export function readClientInfo(request: FastifyRequest): ClientInfo {
  return {
    platform: readPlatform(header(request, CLIENT_HEADER.platform, 3)),
    channel: header(request, CLIENT_HEADER.channel, 16),
    webVersion: header(request, CLIENT_HEADER.webVersion, 32),
  };
}
