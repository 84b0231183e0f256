import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { lossReturnClaimParamsSchema, lossReturnClaimResponseSchema, lossReturnListResponseSchema, type LossReturn } from '@app/contract/loss-return';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { findBrandTier } from '../tiers/tiers.repo';
import { findMemberById } from '../members/members.repo';
import { listMemberLossReturns, type LossReturnRow } from './loss-return.repo';
import { claimLossReturn } from './loss-return.service';

const security = [{ bearer: [] }];

function describe(row: LossReturnRow): LossReturn {
  return {
    id: row.id,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    lossSatang: row.lossSatang,
    percent: row.basisPoints / 100,
    amountSatang: row.amountSatang,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The member's loss-returns and claiming an offered one; registered inside the member guard. */
export const lossReturnRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/user/loss-return', { schema: { tags: ['games'], security, response: { 200: lossReturnListResponseSchema } } }, async (request) => {
    const member = currentMember(request);
    const [rows, row] = await Promise.all([listMemberLossReturns(services.db, member.memberId, 26), findMemberById(services.db, member.memberId)]);
    const tier = await findBrandTier(services.db, member.brandId, row?.level ?? 1);
    return {
      data: {
        mode: request.brand.lossReturnMode,
        period: request.brand.lossReturnPeriod,
        percent: (tier?.lossReturnBasisPoints ?? 0) / 100,
        items: rows.map(describe),
      },
    };
  });

  app.post(
    '/api/auth/user/loss-return/:id/claim',
    {
      schema: {
        tags: ['games'],
        security,
        params: lossReturnClaimParamsSchema,
        response: { 200: lossReturnClaimResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { row, balanceSatang } = await claimLossReturn(services.db, currentMember(request), request.params.id, services.clock());
      return { data: describe(row), balanceSatang };
    },
  );
};
