/** The sandbox aggregator's port when neither it nor the site's port says otherwise. */
export const DEFAULT_SANDBOX_PORT = 3100;

/**
 * The port `npm start` gives the sandbox aggregator: SANDBOX_PORT when set, else 3100, or 3101
 * when the site itself was given 3100 (`PORT=3100 npm start` would otherwise start two servers on
 * one port, and the second would stop). Fixed rather than free, so the game art addresses the
 * sandbox hands out stay the same from one start to the next. The same port named for both is
 * refused with a message that says which variable to change, and so is a SANDBOX_PORT that is no port.
 */
export function chooseSandboxPort(environment: { PORT?: string; SANDBOX_PORT?: string }): number {
  const sitePort = Number(environment.PORT ?? 3000);
  if (environment.SANDBOX_PORT !== undefined) {
    const sandboxPort = Number(environment.SANDBOX_PORT);
    if (!Number.isInteger(sandboxPort) || sandboxPort < 1 || sandboxPort > 65_535) {
      throw new Error(`SANDBOX_PORT is "${environment.SANDBOX_PORT}": give a port number from 1 to 65535`);
    }
    if (sandboxPort === sitePort) throw new Error(`PORT and SANDBOX_PORT are both ${String(sitePort)}: give the sandbox aggregator another SANDBOX_PORT`);
    return sandboxPort;
  }
  return sitePort === DEFAULT_SANDBOX_PORT ? DEFAULT_SANDBOX_PORT + 1 : DEFAULT_SANDBOX_PORT;
}
