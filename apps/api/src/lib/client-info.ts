import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER, platformSchema, type ClientInfo } from '@app/contract/client-headers';

function header(request: FastifyRequest, name: string, maxLength: number): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  return text.trim().slice(0, maxLength) || null;
}

/** The platform, channel and web version the web sends with every call; unknown values become null. */
export function readClientInfo(request: FastifyRequest): ClientInfo {
  const platform = platformSchema.safeParse(header(request, CLIENT_HEADER.platform, 3));
  return {
    platform: platform.success ? platform.data : null,
    channel: header(request, CLIENT_HEADER.channel, 16),
    webVersion: header(request, CLIENT_HEADER.webVersion, 32),
  };
}
