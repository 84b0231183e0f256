import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandParamsSchema } from '@app/contract/admin';
import { dailyReportQuerySchema, dailyReportResponseSchema, todayResponseSchema } from '@app/contract/admin-reports';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { dailyReportCsv } from './daily-report-csv';
import { getDailyReport, getTodayOverview } from './reports.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The operator console's figures: today's overview and the daily report (JSON and CSV); inside the operator guard. */
export const adminReportRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  async function assertBrandExists(brandId: string): Promise<void> {
    if (!(await services.brands.findById(brandId))) throw new AppError('BRAND_NOT_FOUND');
  }

  app.get(
    '/api/admin/brands/:brandId/today',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: todayResponseSchema, ...refusals } },
    },
    async (request) => {
      await assertBrandExists(request.params.brandId);
      return { data: await getTodayOverview(services.db, request.params.brandId, services.clock()) };
    },
  );

  app.get(
    '/api/admin/brands/:brandId/reports/daily',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: dailyReportQuerySchema,
        response: { 200: dailyReportResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await assertBrandExists(request.params.brandId);
      return { data: await getDailyReport(services.db, request.params.brandId, request.query) };
    },
  );

  app.get(
    '/api/admin/brands/:brandId/reports/daily.csv',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: dailyReportQuerySchema,
        response: {
          200: {
            description: 'UTF-8 CSV with a byte-order mark: the Thai headers, one row per day, a totals row',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      await assertBrandExists(request.params.brandId);
      const { start, end } = request.query;
      const report = await getDailyReport(services.db, request.params.brandId, { start, end });
      // A text body with a non-JSON type is sent as it is; the schema above only documents it.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="daily-report-${start}-${end}.csv"`)
        .send(dailyReportCsv(report));
    },
  );
};
