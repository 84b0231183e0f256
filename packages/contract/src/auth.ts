import { z } from 'zod';
import { passwordSchema, userProfileSchema } from './user';

export const loginRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: userProfileSchema,
  /**
   * When the member's previous login began (null: this is the first), for the site to show at
   * login (58 Pa. Code § 812a.3(a)(4), docs/player-protection.md). Optional for a client that
   * meets an older server.
   */
  previousLoginAt: z.iso.datetime().nullable().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

/**
 * Changing the password (spec section 7): the old one is checked on the server; the new one has
 * at least 8 characters, differs from the old, and is typed twice. Every other session of the
 * member ends; the one that made the change stays signed in.
 */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1, 'กรุณากรอกรหัสผ่านเดิม').max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(128),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน', path: ['confirmPassword'] })
  .refine((value) => value.newPassword !== value.oldPassword, { message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม', path: ['newPassword'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({ data: z.object({ otherSessionsEnded: z.number().int().min(0) }) });
