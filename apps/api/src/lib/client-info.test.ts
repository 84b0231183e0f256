import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readClientInfo } from './client-info';

function requestWith(headers: Record<string, string | string[]>): FastifyRequest {
  return { headers } as unknown as FastifyRequest;
}

describe('the client headers kept with a session', () => {
  it('reads the platform, channel and web version the web sends', () => {
    expect(readClientInfo(requestWith({ platform: 'AND', channel: 'web', 'web-version': '0.1.0' }))).toEqual({
      platform: 'AND',
      channel: 'web',
      webVersion: '0.1.0',
    });
  });

  it('keeps nothing for headers that are missing or blank (a caller other than the web)', () => {
    expect(readClientInfo(requestWith({}))).toEqual({ platform: null, channel: null, webVersion: null });
    expect(readClientInfo(requestWith({ platform: ' ', channel: '', 'web-version': '  ' }))).toEqual({ platform: null, channel: null, webVersion: null });
  });

  it('keeps no platform it does not know, and cuts the free texts to their length', () => {
    const info = readClientInfo(requestWith({ platform: 'WINDOWS', channel: 'x'.repeat(40), 'web-version': ['9'.repeat(40), '1'] }));
    expect(info).toEqual({ platform: null, channel: 'x'.repeat(16), webVersion: '9'.repeat(32) });
  });
});
