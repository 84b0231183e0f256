import { z } from 'zod';

/** The 77 provinces of Thailand (Bangkok counted as one), as written on Thai addresses. */
export const THAI_PROVINCES = [
  'กรุงเทพมหานคร',
  'กระบี่',
  'กาญจนบุรี',
  'กาฬสินธุ์',
  'กำแพงเพชร',
  'ขอนแก่น',
  'จันทบุรี',
  'ฉะเชิงเทรา',
  'ชลบุรี',
  'ชัยนาท',
  'ชัยภูมิ',
  'ชุมพร',
  'เชียงราย',
  'เชียงใหม่',
  'ตรัง',
  'ตราด',
  'ตาก',
  'นครนายก',
  'นครปฐม',
  'นครพนม',
  'นครราชสีมา',
  'นครศรีธรรมราช',
  'นครสวรรค์',
  'นนทบุรี',
  'นราธิวาส',
  'น่าน',
  'บึงกาฬ',
  'บุรีรัมย์',
  'ปทุมธานี',
  'ประจวบคีรีขันธ์',
  'ปราจีนบุรี',
  'ปัตตานี',
  'พระนครศรีอยุธยา',
  'พะเยา',
  'พังงา',
  'พัทลุง',
  'พิจิตร',
  'พิษณุโลก',
  'เพชรบุรี',
  'เพชรบูรณ์',
  'แพร่',
  'ภูเก็ต',
  'มหาสารคาม',
  'มุกดาหาร',
  'แม่ฮ่องสอน',
  'ยโสธร',
  'ยะลา',
  'ร้อยเอ็ด',
  'ระนอง',
  'ระยอง',
  'ราชบุรี',
  'ลพบุรี',
  'ลำปาง',
  'ลำพูน',
  'เลย',
  'ศรีสะเกษ',
  'สกลนคร',
  'สงขลา',
  'สตูล',
  'สมุทรปราการ',
  'สมุทรสงคราม',
  'สมุทรสาคร',
  'สระแก้ว',
  'สระบุรี',
  'สิงห์บุรี',
  'สุโขทัย',
  'สุพรรณบุรี',
  'สุราษฎร์ธานี',
  'สุรินทร์',
  'หนองคาย',
  'หนองบัวลำภู',
  'อ่างทอง',
  'อำนาจเจริญ',
  'อุดรธานี',
  'อุตรดิตถ์',
  'อุทัยธานี',
  'อุบลราชธานี',
] as const;

/** Thai postcodes are five digits whose first two name the province area (10 Bangkok to 96 Narathiwat). */
export const THAI_POSTCODE_PATTERN = /^(1\d|[2-8]\d|9[0-6])\d{3}$/;

const requiredText = (maxLength: number, message: string) => z.string().trim().min(1, message).max(maxLength, message);

/** A delivery address in Thailand, field by field as a Thai address is written. */
export const thaiAddressSchema = z.object({
  /** บ้านเลขที่, such as 99 or 99/12. */
  houseNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,5}(\/[0-9]{1,5})?[ก-ฮA-Za-z]?$/, 'กรุณากรอกบ้านเลขที่ เช่น 99 หรือ 99/12'),
  /** หมู่ที่, digits only; empty when the address has none. */
  moo: z
    .string()
    .trim()
    .regex(/^([0-9]{1,3})?$/, 'หมู่ที่ต้องเป็นตัวเลข 1-3 หลัก หรือเว้นว่าง'),
  /** ถนน or ซอย; empty when none. */
  road: z.string().trim().max(100, 'ชื่อถนนยาวเกิน 100 ตัวอักษร'),
  subdistrict: requiredText(60, 'กรุณากรอกตำบล/แขวง'),
  district: requiredText(60, 'กรุณากรอกอำเภอ/เขต'),
  province: z.enum(THAI_PROVINCES, { error: 'กรุณาเลือกจังหวัด' }),
  postcode: z.string().trim().regex(THAI_POSTCODE_PATTERN, 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'),
});
export type ThaiAddress = z.infer<typeof thaiAddressSchema>;

export const myAddressResponseSchema = z.object({ data: thaiAddressSchema.nullable() });
export const updateAddressRequestSchema = thaiAddressSchema;
export const updateAddressResponseSchema = z.object({ data: thaiAddressSchema });
