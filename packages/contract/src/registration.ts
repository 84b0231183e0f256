import { z } from 'zod';
import { findBank } from './banks';
import { passwordSchema, usernameSchema } from './user';

/**
 * Registration (spec sections 2, 5 and 7): step 1 is the phone, step 2 the bank, the login and the
 * inviter. The web checks every field with these schemas before a call; the server checks them
 * again, and the check endpoints answer whether a value is still free.
 */

/** A Thai mobile number: 10 digits beginning 06, 08 or 09. Spaces and dashes typed are dropped. */
export const thaiMobileSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^0[689]\d{8}$/, 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09'));

/** The affiliate code printed in share links (/aff/{code}): 8 letters or digits. */
export const affiliateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, 'รหัสผู้แนะนำไม่ถูกต้อง');

/** Team and marketing codes from /regis/{team}/{marketing}, kept for attribution only. */
export const attributionCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'ลิงก์สมัครไม่ถูกต้อง');

export const bankCodeSchema = z.string().refine((code) => findBank(code) !== undefined, { message: 'กรุณาเลือกธนาคาร' });

/** Digits only (dashes and spaces typed are dropped); its length is checked against the bank, whose message names the lengths. */
export const accountNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, 'กรุณากรอกเลขบัญชี').max(20, 'เลขบัญชียาวเกินไป').regex(/^\d+$/, 'เลขบัญชีต้องเป็นตัวเลขเท่านั้น'));

/** The account holder's name as the bank shows it; it becomes the member's name. */
export const accountNameSchema = z.string().trim().min(2, 'กรุณากรอกชื่อบัญชีให้ตรงกับสมุดบัญชี').max(100, 'ชื่อบัญชียาวเกินไป');

/** Adds the "wrong length for this bank" refusal, beside the account number. */
function refineAccountLength<T extends { bankCode: string; accountNumber: string }>(value: T, context: z.RefinementCtx) {
  const bank = findBank(value.bankCode);
  if (bank && !bank.accountNumberLengths.includes(value.accountNumber.length)) {
    context.addIssue({
      code: 'custom',
      path: ['accountNumber'],
      message: `เลขบัญชี${bank.nameTh}ต้องมี ${bank.accountNumberLengths.join(' หรือ ')} หลัก`,
    });
  }
}

export const bankAccountSchema = z.object({ bankCode: bankCodeSchema, accountNumber: accountNumberSchema }).superRefine(refineAccountLength);

/** `GET /api/user/checkPhone/{value}`, `GET /api/user/checkUsername/{value}`, `POST /api/user/checkBankId/{bankId}`. */
export const availabilityResponseSchema = z.object({ data: z.object({ available: z.boolean() }) });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** `POST /api/user/checkBankId/{bankId}` carries the bank in its body; the path holds the account number. */
export const checkBankIdRequestSchema = z.object({ bankCode: bankCodeSchema });

/** `GET /api/user/inviter/{afCode}`: the code is valid; the inviter is shown masked. */
export const inviterResponseSchema = z.object({ data: z.object({ afCode: z.string(), inviter: z.string() }) });
export type InviterResponse = z.infer<typeof inviterResponseSchema>;

/**
 * `POST /api/bank/name`: the BankNameLookup adapter either found the holder's name ('found'),
 * or (the built-in adapter) asks the member to type it and confirm it ('manual').
 */
export const bankNameRequestSchema = bankAccountSchema;
export const bankNameResponseSchema = z.object({
  data: z.discriminatedUnion('mode', [z.object({ mode: z.literal('found'), accountName: z.string() }), z.object({ mode: z.literal('manual') })]),
});
export type BankNameResponse = z.infer<typeof bankNameResponseSchema>;

export const registerStep1Schema = z.object({ phone: thaiMobileSchema });
export type RegisterStep1 = z.infer<typeof registerStep1Schema>;

const registerFieldsSchema = z.object({
  phone: thaiMobileSchema,
  bankCode: bankCodeSchema,
  accountNumber: accountNumberSchema,
  accountName: accountNameSchema,
  username: usernameSchema,
  password: passwordSchema,
  confirmPassword: z.string().max(128),
  /** Optional; from /aff/{afCode} or typed. An empty string means none. */
  afCode: z.union([z.literal(''), affiliateCodeSchema]).optional(),
  teamCode: attributionCodeSchema.optional(),
  marketingCode: attributionCodeSchema.optional(),
  isAdultConfirmed: z.literal(true, { error: 'กรุณายืนยันว่าคุณมีอายุ 20 ปีขึ้นไป' }),
  /** 'YYYY-MM-DD'. Under MINIMUM_AGE (age.ts) on the Bangkok day of the request is refused (UNDER_AGE). */
  dateOfBirth: z.iso.date({ error: 'กรุณาเลือกวันเดือนปีเกิด' }),
});

/** The checks that span two fields: the account number's length for its bank, and the repeated password. */
function refineStep2(value: { bankCode: string; accountNumber: string; password: string; confirmPassword: string }, context: z.RefinementCtx) {
  refineAccountLength(value, context);
  if (value.password !== value.confirmPassword) {
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน' });
  }
}

/** `POST /api/user/register`: both steps in one body. The answer is a login (token and profile). */
export const registerRequestSchema = registerFieldsSchema.superRefine(refineStep2);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Step 2 alone, for the web form (the phone comes from step 1; team and marketing from the path). */
export const registerStep2Schema = registerFieldsSchema.omit({ phone: true, teamCode: true, marketingCode: true }).superRefine(refineStep2);
export type RegisterStep2 = z.input<typeof registerStep2Schema>;
