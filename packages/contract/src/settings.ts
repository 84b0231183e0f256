import { z } from 'zod';
import { CHAT_WIDGET_FIELDS, CHAT_WIDGET_OFF, deriveChatVisitorEmail } from './chat-widget';

/** 'MA' puts the whole member site into maintenance; 'NORMAL' is the usual state. */
export const websiteStatusSchema = z.enum(['NORMAL', 'MA']);
export type WebsiteStatus = z.infer<typeof websiteStatusSchema>;

/** The eight image entries every brand configures (spec section 3). */
export const CONFIGURATION_KEYS = [
  'home.normal.logo',
  'home.normal.background',
  'home.top.background',
  'home.top.casino',
  'home.top.slot',
  'home.top.sport',
  'home.top.contact',
  'home.menuBottom.allGame',
] as const;
export const configurationKeySchema = z.enum(CONFIGURATION_KEYS);
export type ConfigurationKey = z.infer<typeof configurationKeySchema>;

/** A path relative to the brand's image base URL, or an absolute https URL. */
export const imagePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((path) => path.startsWith('https://') || (!path.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(path)), {
    message: 'ต้องเป็นที่อยู่รูปภาพแบบ https หรือพาธภายในเว็บไซต์',
  });

export const configurationEntrySchema = z.object({
  key: configurationKeySchema,
  value: z.object({ data: z.object({ path: z.string() }) }),
});
export type ConfigurationEntry = z.infer<typeof configurationEntrySchema>;

export const configurationListResponseSchema = z.object({ data: z.array(configurationEntrySchema) });
export const configurationEntryResponseSchema = z.object({ data: configurationEntrySchema });
export const configurationKeyQuerySchema = z.object({ key: z.string().max(100) });

/** HH:MM:SS in Bangkok time; the promotion page shows the first five characters. */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);

export const bonusSettingsSchema = z.object({
  bonusMax: z.number().int().min(0),
  bonusRate: z.number().min(0).max(100),
  bonusTimeStart: timeOfDaySchema,
  bonusTimeEnd: timeOfDaySchema,
  /** The satang part (0-99) a deposit must end in to earn the bonus: 11 means amounts ending .11. */
  endNumberBonus: z.number().int().min(0).max(99),
  bonusRate2: z.number().min(0).max(100),
  bonusTimeStart2: timeOfDaySchema,
  bonusTimeEnd2: timeOfDaySchema,
  endNumberBonus2: z.number().int().min(0).max(99),
});
export type BonusSettings = z.infer<typeof bonusSettingsSchema>;

export const chatWidgetFieldSchema = z.enum(CHAT_WIDGET_FIELDS);
export { CHAT_WIDGET_FIELDS, CHAT_WIDGET_OFF, deriveChatVisitorEmail };
export type ChatWidgetField = z.infer<typeof chatWidgetFieldSchema>;

/**
 * The third-party support chat widget, per brand and off by default. When on, the member site
 * loads `scriptUrl` (https only) and hands it only the `fields` the brand enabled.
 */
export const chatWidgetSettingsSchema = z.object({
  isEnabled: z.boolean(),
  scriptUrl: z.string().refine((url) => url === '' || url.startsWith('https://'), { message: 'ต้องเป็นที่อยู่แบบ https' }),
  fields: z.array(chatWidgetFieldSchema),
});
export type ChatWidgetSettings = z.infer<typeof chatWidgetSettingsSchema>;

export const publicSettingsSchema = z.object({
  siteName: z.string(),
  clientId: z.string(),
  imageBaseUrl: z.string(),
  accentColor: z.string(),
  line: z.object({
    line1: z.object({ id: z.string() }),
    line2: z.object({ id: z.string() }),
  }),
  operation: z.object({ websiteStatus: websiteStatusSchema }),
  liveScoreUrl: z.string(),
  standingsUrl: z.string(),
  bonus: bonusSettingsSchema,
  chatWidget: chatWidgetSettingsSchema,
  /** Deployment-wide: which client variants get the minimal public layout and the withdraw slot. */
  variants: z.object({
    minimalLayoutClientId: z.string(),
    withdrawSlotClientId: z.string(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsResponseSchema = z.object({ data: publicSettingsSchema });
export const websiteStatusResponseSchema = z.object({
  data: z.object({ websiteStatus: websiteStatusSchema }),
});
