import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBank } from '@app/contract/banks';
import { depositBankResponseSchema, depositPageResponseSchema, publicDepositListResponseSchema } from '@app/contract/deposits';
import { errorResponseSchema } from '@app/contract/errors';
import { uuidParamsSchema } from '@app/contract/user';
import { pageQuerySchema } from '@app/contract/withdrawals';
import type { AppServices } from '../../app-services';
import { maskUsername } from '../../lib/mask';
import { assertOwnUuid, currentMember } from '../../plugins/member-guard';
import { findMemberBank } from '../members/members.repo';
import { listActiveBrandBankAccounts, listMemberDeposits, listRecentDeposits } from './deposits.repo';

const security = [{ bearer: [] }];
const bankName = (code: string) => findBank(code)?.nameTh ?? code;

/** Registered inside the member guard. */
export const memberDepositRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/deposit/bank', { schema: { tags: ['deposits'], security, response: { 200: depositBankResponseSchema } } }, async (request) => {
    const member = currentMember(request);
    const [accounts, memberBank] = await Promise.all([listActiveBrandBankAccounts(services.db, member.brandId), findMemberBank(services.db, member.memberId)]);
    return {
      data: {
        accounts: accounts.map((account) => ({
          uuid: account.id,
          bankCode: account.bankCode,
          bankName: bankName(account.bankCode),
          accountNumber: account.accountNumber,
          accountName: account.accountName,
          promptPayId: account.promptPayId,
        })),
        memberBank: memberBank ? { bankCode: memberBank.bankCode, bankName: bankName(memberBank.bankCode), accountNumber: memberBank.accountNumber } : null,
      },
    };
  });

  app.get(
    '/api/auth/deposit/:uuid',
    {
      schema: {
        tags: ['deposits'],
        security,
        params: uuidParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: depositPageResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const member = assertOwnUuid(request, request.params.uuid);
      const { page, pageSize } = request.query;
      const { rows, total } = await listMemberDeposits(services.db, member.memberId, { limit: pageSize, offset: (page - 1) * pageSize });
      return {
        data: rows.map((row) => ({
          uuid: row.id,
          amountSatang: row.amountSatang,
          source: row.source,
          status: 'completed' as const,
          bankReference: row.bankReference,
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { page, pageSize, total },
      };
    },
  );
};

export const publicDepositRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/deposit', { schema: { tags: ['deposits'], response: { 200: publicDepositListResponseSchema } } }, async (request) => {
    const rows = await listRecentDeposits(services.db, request.brand.id, 20);
    return { data: rows.map((row) => ({ username: maskUsername(row.username), amountSatang: row.amountSatang, createdAt: row.createdAt.toISOString() })) };
  });
};
