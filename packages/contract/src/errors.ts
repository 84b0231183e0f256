import { z } from 'zod';

/**
 * Every error the API returns, with its HTTP status and the Thai message a member sees.
 * Codes are stable: clients and operators may match on them, so never rename one.
 */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่' },
  INVALID_JSON: { status: 400, message: 'รูปแบบข้อมูลไม่ถูกต้อง' },
  AUTH_REQUIRED: { status: 401, message: 'กรุณาเข้าสู่ระบบ' },
  SESSION_EXPIRED: { status: 401, message: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่' },
  LOGIN_INVALID: { status: 401, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  LOGIN_LOCKED: { status: 429, message: 'เข้าสู่ระบบผิดหลายครั้ง กรุณาลองใหม่ในอีก 15 นาที' },
  ACCOUNT_DISABLED: { status: 403, message: 'บัญชีนี้ถูกระงับ กรุณาติดต่อเจ้าหน้าที่' },
  FORBIDDEN: { status: 403, message: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้' },
  NOT_FOUND: { status: 404, message: 'ไม่พบข้อมูลที่ต้องการ' },
  ROUTE_NOT_FOUND: { status: 404, message: 'ไม่พบบริการที่เรียก' },
  CONFIGURATION_NOT_FOUND: { status: 404, message: 'ไม่พบการตั้งค่านี้' },
  MEMBER_NOT_FOUND: { status: 404, message: 'ไม่พบสมาชิก' },
  BRAND_NOT_FOUND: { status: 404, message: 'ไม่พบแบรนด์' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'ข้อมูลมีขนาดใหญ่เกินไป' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'รูปแบบข้อมูลไม่รองรับ' },
  RATE_LIMITED: { status: 429, message: 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่' },
  INSUFFICIENT_FUNDS: { status: 422, message: 'ยอดเงินไม่เพียงพอ' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'รายการนี้ถูกใช้ไปแล้วด้วยข้อมูลอื่น' },
  HOLD_NOT_PENDING: { status: 409, message: 'รายการนี้ถูกดำเนินการไปแล้ว' },
  MEMBER_BANK_MISSING: { status: 422, message: 'กรุณาผูกบัญชีธนาคารก่อนถอนเงิน' },
  WITHDRAWAL_DAILY_COUNT_REACHED: { status: 422, message: 'ถอนเงินได้ไม่เกิน 5 ครั้งต่อวัน กรุณาลองใหม่พรุ่งนี้' },
  WITHDRAWAL_DAILY_CAP_EXCEEDED: { status: 422, message: 'ยอดถอนรวมวันนี้เกินวงเงินต่อวันของระดับสมาชิกของคุณ' },
  WITHDRAWAL_OVER_TRANSACTION_MAX: { status: 422, message: 'ยอดถอนต่อครั้งเกินวงเงินสูงสุดของระดับสมาชิกของคุณ' },
  WITHDRAWAL_TURNOVER_UNMET: { status: 422, message: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบ จึงยังถอนเงินไม่ได้' },
  WITHDRAWAL_NOT_FAILED: { status: 409, message: 'ส่งคำขอถอนใหม่ได้เฉพาะรายการที่โอนไม่สำเร็จ' },
  AUTO_PAYOUT_DISABLED: { status: 409, message: 'เว็บไซต์นี้ยังไม่เปิดการถอนอัตโนมัติ กรุณาใช้การแจ้งถอนปกติ' },
  WITHDRAWAL_NOT_PENDING: { status: 409, message: 'รายการถอนนี้ถูกดำเนินการไปแล้ว' },
  SIGNATURE_INVALID: { status: 401, message: 'ลายมือชื่อดิจิทัลไม่ถูกต้อง' },
  REQUEST_EXPIRED: { status: 401, message: 'คำขอหมดอายุ กรุณาส่งใหม่' },
  SLIP_UNREADABLE: { status: 422, message: 'อ่าน QR บนสลิปไม่ได้ กรุณาใช้รูปสลิปที่ชัดเจนและไม่ถูกตัด' },
  SLIP_IMAGE_INVALID: { status: 415, message: 'รองรับเฉพาะรูป JPEG หรือ PNG ขนาดไม่เกิน 5 MB' },
  SLIP_NOT_FOUND: { status: 422, message: 'ไม่พบรายการโอนตามสลิปนี้ หากโอนแล้วกรุณาส่งให้เจ้าหน้าที่ตรวจสอบ' },
  SLIP_WRONG_RECEIVER: { status: 422, message: 'สลิปนี้ไม่ได้โอนเข้าบัญชีของเว็บไซต์' },
  SLIP_TOO_OLD: { status: 422, message: 'สลิปนี้เกินเวลาที่กำหนด กรุณาติดต่อเจ้าหน้าที่' },
  SLIP_AMOUNT_TOO_SMALL: { status: 422, message: 'ยอดโอนต่ำกว่ายอดฝากขั้นต่ำ' },
  SLIP_SENDER_MISMATCH: { status: 422, message: 'สลิปนี้ไม่ได้โอนจากบัญชีที่ลงทะเบียนไว้ กรุณาส่งให้เจ้าหน้าที่ตรวจสอบ' },
  SLIP_ALREADY_USED: { status: 409, message: 'สลิปนี้ถูกใช้ไปแล้ว' },
  SLIP_VERIFIER_UNAVAILABLE: { status: 503, message: 'ระบบตรวจสอบสลิปขัดข้อง กรุณาลองใหม่หรือส่งให้เจ้าหน้าที่ตรวจสอบ' },
  DEPOSIT_ALREADY_CREDITED: { status: 409, message: 'รายการโอนนี้ถูกเติมเครดิตไปแล้ว' },
  STATEMENT_LINE_NOT_PENDING: { status: 409, message: 'รายการเดินบัญชีนี้ถูกดำเนินการไปแล้ว' },
  PROVIDER_NOT_FOUND: { status: 404, message: 'ไม่พบผู้ให้บริการเกม' },
  GAME_TOKEN_INVALID: { status: 401, message: 'โทเคนเกมไม่ถูกต้อง' },
  GAME_TOKEN_EXPIRED: { status: 401, message: 'โทเคนเกมหมดอายุ กรุณาเปิดเกมใหม่' },
  DUPLICATE_TRANSACTION: { status: 409, message: 'รหัสรายการนี้ถูกใช้แล้วด้วยข้อมูลอื่น' },
  BET_ROLLED_BACK: { status: 409, message: 'รายการเดิมพันนี้ถูกยกเลิกไปแล้ว' },
  NOT_A_BET: { status: 409, message: 'ยกเลิกได้เฉพาะรายการเดิมพัน' },
  GAME_NOT_FOUND: { status: 404, message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' },
  LAUNCH_TOKEN_INVALID: { status: 401, message: 'ลิงก์เปิดเกมหมดอายุหรือถูกใช้ไปแล้ว กรุณาเปิดเกมใหม่' },
  PLAY_TOKEN_INVALID: { status: 401, message: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่จากหน้าเว็บ' },
  WRONG_GAME: { status: 409, message: 'เซสชันนี้เปิดไว้สำหรับเกมอื่น กรุณาเปิดเกมใหม่' },
  SPIN_TOO_SOON: { status: 429, message: 'กรุณารอสักครู่ก่อนหมุนครั้งถัดไป' },
  ROUND_OPEN: { status: 409, message: 'ยังมีรอบที่เล่นค้างอยู่ กรุณาจบรอบนั้นก่อน' },
  NO_OPEN_ROUND: { status: 409, message: 'ไม่มีรอบที่กำลังเล่นอยู่' },
  GAME_UNAVAILABLE: { status: 503, message: 'เกมขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  PROVIDER_CASH_OUT_UNAVAILABLE: { status: 503, message: 'ผู้ให้บริการเกมนี้ยังถอนเครดิตกลับไม่ได้ในขณะนี้ กรุณาติดต่อเจ้าหน้าที่' },
  LOSS_RETURN_NOT_OFFERED: { status: 409, message: 'รายการยอดเสียคืนนี้รับไปแล้ว หรือไม่สามารถรับได้' },
  OLD_PASSWORD_WRONG: { status: 422, message: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  ALREADY_CHECKED_IN: { status: 409, message: 'วันนี้เช็คอินไปแล้ว กลับมาใหม่พรุ่งนี้นะ' },
  CHECK_IN_CLOSED: { status: 409, message: 'เว็บไซต์นี้ยังไม่เปิดการเช็คอินรายวัน' },
  NO_DRAWS_LEFT: { status: 409, message: 'สิทธิ์ของคุณหมดแล้ว รับสิทธิ์ใหม่ได้พรุ่งนี้หรือเมื่อฝากเงินตามเงื่อนไข' },
  PRIZES_NOT_SET: { status: 409, message: 'ยังไม่มีรางวัลให้เล่นในขณะนี้' },
  REWARD_ITEM_UNAVAILABLE: { status: 409, message: 'ของรางวัลนี้หมดหรือปิดการแลกแล้ว' },
  INSUFFICIENT_POINTS: { status: 422, message: 'พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้' },
  ADDRESS_REQUIRED: { status: 422, message: 'กรุณาบันทึกที่อยู่จัดส่งก่อนแลกของรางวัลที่ต้องจัดส่ง' },
  REWARD_REQUEST_NOT_PENDING: { status: 409, message: 'คำขอแลกรางวัลนี้ถูกดำเนินการไปแล้ว' },
  DATE_RANGE_INVALID: { status: 400, message: 'ช่วงวันที่ไม่ถูกต้อง (เลือกได้ไม่เกิน 31 วัน)' },
  LEDGER_BUSY: { status: 503, message: 'ระบบกำลังประมวลผล กรุณาลองใหม่อีกครั้ง' },
  INTERNAL_ERROR: { status: 500, message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodeSchema = z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]);

/** The one shape every failed response has. `field` is set for validation errors. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
