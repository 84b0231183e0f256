import { thaiAddressSchema, type ThaiAddress } from '@app/contract/address';

export const ADDRESS_FIELDS = ['houseNumber', 'moo', 'road', 'subdistrict', 'district', 'province', 'postcode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the form holds: text as typed, the province '' until one is chosen. */
export type AddressFormValues = Record<AddressField, string>;
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

export function isAddressField(value: unknown): value is AddressField {
  return typeof value === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(value);
}

export function toFormValues(address: ThaiAddress | null): AddressFormValues {
  return {
    houseNumber: address?.houseNumber ?? '',
    moo: address?.moo ?? '',
    road: address?.road ?? '',
    subdistrict: address?.subdistrict ?? '',
    district: address?.district ?? '',
    province: address?.province ?? '',
    postcode: address?.postcode ?? '',
  };
}

export type AddressCheck = { address: ThaiAddress; errors: null } | { address: null; errors: AddressFieldErrors };

/** Checks the form with the contract's own schema, so the client and the server agree; the first message of each field is kept. */
export function checkAddress(values: AddressFormValues): AddressCheck {
  const parsed = thaiAddressSchema.safeParse(values);
  if (parsed.success) return { address: parsed.data, errors: null };
  const errors: AddressFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isAddressField(field)) errors[field] ??= issue.message;
  }
  return { address: null, errors };
}
