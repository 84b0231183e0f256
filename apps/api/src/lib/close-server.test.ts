import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer } from './close-server';

/** Opens a connection that sends nothing, as a browser's speculative preconnect does. */
async function openSilentConnection(app: FastifyInstance): Promise<Socket> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = connect(address.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  return socket;
}

/** Resolves false after `seconds`: what a close still waiting by then loses the race to. */
function secondsLater(seconds: number): Promise<boolean> {
  return new Promise((resolve) => setTimeout(() => resolve(false), seconds * 1_000));
}

describe('closing the server on shutdown', () => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  it('finishes once the grace period is over, although a connection never sent a request', async () => {
    const app = Fastify();
    await app.listen({ port: 0, host: '127.0.0.1' });
    sockets.push(await openSilentConnection(app));

    const isClosed = closeServer(app, 200).then(() => true);
    expect(await Promise.race([isClosed, secondsLater(5)])).toBe(true);
  });

  it('lets a request in flight finish, then closes its keep-alive connection without waiting for the timeout', async () => {
    const app = Fastify();
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { isDone: true };
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const reply = fetch(`${baseUrl}/slow`).then((response) => response.json());
    await new Promise((resolve) => setTimeout(resolve, 50));

    const isClosed = closeServer(app, 60_000).then(() => true);
    expect(await Promise.race([isClosed, secondsLater(5)])).toBe(true);
    expect(await reply).toEqual({ isDone: true });
  });
});
