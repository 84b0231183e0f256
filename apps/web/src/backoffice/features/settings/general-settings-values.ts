import { updateBrandSettingsRequestSchema, type BrandSettings, type BrandSettingsChanges } from '@app/contract/admin-settings';
import { fieldErrorsOf, type FormCheck } from './hooks/use-settings-form';

/** The fields of the General section, in the order the form shows them. */
export const GENERAL_FIELDS = ['siteName', 'clientId', 'accentColor', 'line1Id', 'line2Id', 'liveScoreUrl', 'standingsUrl'] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];
export type GeneralSettingsValues = Record<GeneralField, string>;

/** The contract's own rules for these fields, all required here: the form always sends every one. */
const generalSettingsSchema = updateBrandSettingsRequestSchema
  .pick({
    siteName: true,
    clientId: true,
    accentColor: true,
    line1Id: true,
    line2Id: true,
    liveScoreUrl: true,
    standingsUrl: true,
  })
  .required();

export function generalValuesOf(settings: BrandSettings): GeneralSettingsValues {
  const { siteName, clientId, accentColor, line1Id, line2Id, liveScoreUrl, standingsUrl } = settings;
  return { siteName, clientId, accentColor, line1Id, line2Id, liveScoreUrl, standingsUrl };
}

/** Checks the values with the contract's schema, so the form refuses what the server would, with its Thai messages. */
export function checkGeneralSettings(values: GeneralSettingsValues): FormCheck<BrandSettingsChanges> {
  const parsed = generalSettingsSchema.safeParse(values);
  return parsed.success ? { body: parsed.data, errors: null } : { body: null, errors: fieldErrorsOf(parsed.error.issues) };
}

export function isGeneralField(field: string | null): field is GeneralField {
  return GENERAL_FIELDS.some((name) => name === field);
}
