import { createBrandRequestSchema, type BrandTierPreset, type CreateBrandRequest } from '@app/contract/admin-settings';
import { fieldErrorsOf, type FormCheck } from './hooks/use-settings-form';

/** The new-brand form as typed. The receiving account is sent only when any of its fields is filled. */
export interface NewBrandValues {
  code: string;
  siteName: string;
  clientId: string;
  accentColor: string;
  hostnames: string[];
  line1Id: string;
  line2Id: string;
  tierPreset: BrandTierPreset;
  /** The chosen logo file as a data URL; null: none yet. */
  logo: string | null;
  receivingAccount: { bankCode: string; accountNumber: string; accountName: string };
}

export const EMPTY_NEW_BRAND: NewBrandValues = {
  code: '',
  siteName: '',
  clientId: '',
  accentColor: '#f5b301',
  hostnames: [''],
  line1Id: '',
  line2Id: '',
  tierPreset: 'default',
  logo: null,
  receivingAccount: { bankCode: '', accountNumber: '', accountName: '' },
};

/** The request the values make, as the server reads it. */
function requestOf(values: NewBrandValues): CreateBrandRequest {
  const { receivingAccount, logo, ...brand } = values;
  const hasAccount = Object.values(receivingAccount).some((text) => text.trim() !== '');
  return { ...brand, ...(logo === null ? {} : { logo }), ...(hasAccount ? { receivingAccount } : {}) };
}

/** Checks the values with the contract's schema, so the form refuses what the server would, with its Thai messages beside each field. */
export function checkNewBrand(values: NewBrandValues): FormCheck<CreateBrandRequest> {
  const request = requestOf(values);
  const parsed = createBrandRequestSchema.safeParse(request);
  if (!parsed.success) return { body: null, errors: fieldErrorsOf(parsed.error.issues) };
  return { body: request, errors: null };
}

/** Where a refusal of the server belongs: beside its field, the logo for an image refusal, else over the form. */
export function fieldOfNewBrandRefusal(failure: { code: string | null; field: string | null }): string | null {
  if (failure.code?.startsWith('BRAND_IMAGE_')) return 'logo';
  return failure.field;
}

/** Only an admin of every brand creates brands; the API refuses the others too. */
export function isAllBrandsAdmin(operator: { role: string; brandIds?: string[] | null }): boolean {
  return operator.role === 'admin' && !operator.brandIds;
}
