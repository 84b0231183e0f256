import { paths } from '@/config/paths';

/** The registration link a friend opens: `${origin}/aff/${code}`, where /aff/{afCode} signs them up under the member. */
export function buildShareLink(origin: string, code: string): string {
  return `${origin}${paths.registerAffiliate.replace(':afCode', encodeURIComponent(code))}`;
}
