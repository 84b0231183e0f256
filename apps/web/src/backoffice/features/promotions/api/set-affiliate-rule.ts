import { commissionRuleSchema, type CommissionRule } from '@app/contract/affiliate';
import { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

const affiliateRuleResponseSchema = z.object({ data: commissionRuleSchema });

/**
 * `PUT /api/admin/brands/{brandId}/affiliate-rule` (admin, audited): the commission rule for the
 * periods not computed yet; periods already paid keep the rule they were paid with.
 */
export const setAffiliateRuleApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setAffiliateRule: build.mutation<CommissionRule, { brandId: string; rule: CommissionRule }>({
      query: ({ brandId, rule }) => ({ path: brandAdminPath(brandId, 'affiliate-rule'), method: 'PUT', body: rule }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? affiliateRuleResponseSchema.parse(raw) : (raw as ApiReply<typeof affiliateRuleResponseSchema>)).data,
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useSetAffiliateRuleMutation } = setAffiliateRuleApi;
