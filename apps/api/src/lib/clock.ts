/** The time source, injected so tests can move time forward (session expiry, lockouts). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
