import { z } from 'zod';
import { userProfileSchema } from './user';

export const loginRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: userProfileSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });
