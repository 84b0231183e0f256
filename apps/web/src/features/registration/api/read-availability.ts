import { availabilityResponseSchema } from '@app/contract/registration';

/**
 * The check endpoints answer whether a value is still free. They are mutations rather than
 * queries: each check must ask the server now (another visitor may have just taken the value), so
 * nothing is cached, and the form starts them itself on "next" or when a field loses focus.
 */
export const readAvailability = (raw: unknown): boolean => availabilityResponseSchema.parse(raw).data.available;
