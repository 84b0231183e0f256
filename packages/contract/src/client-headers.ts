import { z } from 'zod';

export { CLIENT_HEADER } from './client-header-names';

export const platformSchema = z.enum(['AND', 'IOS', 'DSK']);
export type Platform = z.infer<typeof platformSchema>;

export const clientInfoSchema = z.object({
  platform: platformSchema.nullable(),
  channel: z.string().max(16).nullable(),
  webVersion: z.string().max(32).nullable(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;
