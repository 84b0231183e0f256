import type { FastifyRequest } from 'fastify';
import type { LaunchContext } from '../aggregators/aggregator-launch.service';

/** Phones and tablets get the aggregator's mobile layout (Hub88's GPL_MOBILE); the rest desktop. */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad/i;

/** Where a game is being opened from: the brand site's origin as the player reached it, their address and device. */
export function launchContextOf(request: FastifyRequest): LaunchContext {
  return {
    siteOrigin: `${request.protocol}://${request.host}`,
    clientIp: request.ip,
    isMobile: MOBILE_AGENT.test(request.headers['user-agent'] ?? ''),
  };
}
