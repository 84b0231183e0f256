import { z } from 'zod';

/** Headers the web sends with every call; the API keeps them with the session. */
export const CLIENT_HEADER = {
  platform: 'platform',
  channel: 'channel',
  webVersion: 'web-version',
} as const;

export const platformSchema = z.enum(['AND', 'IOS', 'DSK']);
export type Platform = z.infer<typeof platformSchema>;

export const clientInfoSchema = z.object({
  platform: platformSchema.nullable(),
  channel: z.string().max(16).nullable(),
  webVersion: z.string().max(32).nullable(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;
