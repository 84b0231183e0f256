// No zod here, so the web's first screen can read the names without it (client-headers.ts has the schemas).

/** Headers the web sends with every call; the API keeps them with the session. */
export const CLIENT_HEADER = {
  platform: 'platform',
  channel: 'channel',
  webVersion: 'web-version',
} as const;
