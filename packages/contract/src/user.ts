import { z } from 'zod';

export const uuidSchema = z.uuid();

/** Usernames are lower-case latin letters and digits, as typed on Thai operator sites. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{4,20}$/, 'ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4-20 ตัว');

export const passwordSchema = z.string().min(8, 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร').max(128);

/**
 * The member's profile, with the field names the member site has always used.
 * `user_bank.bankId` is the member's account number; `bankCode` is the Bank of Thailand code.
 */
export const userProfileSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  phone: z.string(),
  level: z.number().int().min(1).max(6),
  user_pass: z.object({ username: z.string() }),
  user_bank: z
    .object({
      uuid: uuidSchema,
      bankCode: z.string(),
      bankId: z.string(),
      bankName: z.string(),
    })
    .nullable(),
  user_credit: z.object({ point: z.number().int(), level: z.number().int().min(1).max(6) }),
  user_address: z
    .object({
      houseNumber: z.string(),
      moo: z.string(),
      road: z.string(),
      subdistrict: z.string(),
      district: z.string(),
      province: z.string(),
      postcode: z.string(),
    })
    .nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileResponseSchema = z.object({ data: userProfileSchema });

export const uuidParamsSchema = z.object({ uuid: z.string() });
export const usernameParamsSchema = z.object({ username: z.string() });

export const balanceTypeSchema = z.enum(['credit']);
export type BalanceType = z.infer<typeof balanceTypeSchema>;

export const getCreditRequestSchema = z.object({ balanceType: balanceTypeSchema.default('credit') });

export const creditResponseSchema = z.object({
  data: z.object({
    balanceType: balanceTypeSchema,
    balanceSatang: z.number().int(),
  }),
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;

/** The live balance stream's event (live-balance.ts): the credit reply's data. */
export const balanceEventSchema = creditResponseSchema.shape.data;

export const languageSchema = z.enum(['th', 'en']);
export const memberSettingsSchema = z.object({ language: languageSchema });
export type MemberSettings = z.infer<typeof memberSettingsSchema>;
/** An empty body reads the settings; any field present is written first. */
export const memberSettingsRequestSchema = memberSettingsSchema.partial();
export const memberSettingsResponseSchema = z.object({ data: memberSettingsSchema });
