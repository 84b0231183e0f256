import { z } from 'zod';

/**
 * Operator announcements: shown in the marquee on the home page and the dashboard; one marked
 * as a popup is also shown once in a dialog to each browser that has not seen it.
 */
export const announcementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  isPopup: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
/** The announcements in force now, newest first. */
export const announcementListResponseSchema = z.object({ data: z.array(announcementSchema) });

const announcementFieldsSchema = z.object({
  title: z.string().trim().min(1, 'กรุณากรอกหัวข้อ').max(120, 'หัวข้อยาวเกิน 120 ตัวอักษร'),
  body: z.string().trim().min(1, 'กรุณากรอกข้อความ').max(2000, 'ข้อความยาวเกิน 2,000 ตัวอักษร'),
  isPopup: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});
const endsAfterStart = (value: { startsAt?: string; endsAt?: string | null }) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);
export const createAnnouncementRequestSchema = announcementFieldsSchema
  .extend({ isPopup: announcementFieldsSchema.shape.isPopup.default(false), endsAt: announcementFieldsSchema.shape.endsAt.default(null) })
  .refine(endsAfterStart, { message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', path: ['endsAt'] });
// No defaults here: zod 4 applies a default inside .partial(), so a change of the title alone
// would have switched the popup off and removed the end.
export const updateAnnouncementRequestSchema = announcementFieldsSchema
  .partial()
  .refine(endsAfterStart, { message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', path: ['endsAt'] });
export const adminAnnouncementSchema = announcementSchema.extend({ createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() });
export const adminAnnouncementListResponseSchema = z.object({ data: z.array(adminAnnouncementSchema) });
export const adminAnnouncementResponseSchema = z.object({ data: adminAnnouncementSchema });
export const announcementParamsSchema = z.object({ brandId: z.uuid(), announcementId: z.uuid() });
