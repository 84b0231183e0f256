import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditListResponseSchema,
  brandConfigurationParamsSchema,
  brandListResponseSchema,
  brandParamsSchema,
  creditAdjustmentRequestSchema,
  creditAdjustmentResponseSchema,
  fourEyesSettingSchema,
  fourEyesStateSchema,
  memberParamsSchema,
  operatorIpAllowlistSchema,
  setConfigurationRequestSchema,
  setWebsiteStatusRequestSchema,
} from '@app/contract/admin';
import { commissionRuleSchema } from '@app/contract/affiliate';
import { adminConfigurationListResponseSchema } from '@app/contract/brand-images';
import { errorResponseSchema } from '@app/contract/errors';
import { chatWidgetSettingsSchema, configurationEntryResponseSchema, websiteStatusResponseSchema, websiteStatusSchema } from '@app/contract/settings';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { currentOperator } from '../../plugins/operator-guard';
import { listAudit } from '../audit/audit.repo';
import { getConfigurationEntries } from '../settings/settings.service';
import { setAffiliateRule, setChatWidget, setConfiguration, setOperatorIpAllowlist, setWebsiteStatus } from './brands-admin.service';
import { setFourEyesThreshold } from './four-eyes-setting.service';
import { adjustMemberCredit } from './credit-adjustment.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const auditQuerySchema = z.object({
  action: z.string().max(100).optional(),
  targetType: z.string().max(100).optional(),
  targetId: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Operator endpoints; registered inside the operator guard. Each names the roles it allows. */
export const adminRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands',
    {
      config: { roles: ['finance', 'support'], isOpenToBrandOperators: true },
      schema: { tags: ['admin'], security, response: { 200: brandListResponseSchema, ...refusals } },
    },
    async (request) => {
      const { brandIds } = currentOperator(request);
      const brands = (await services.brands.list()).filter((brand) => brandIds === null || brandIds.includes(brand.id));
      return {
        data: await Promise.all(
          brands.map(async (brand) => ({
            id: brand.id,
            code: brand.code,
            siteName: brand.siteName,
            hostnames: await services.brands.hostnamesOf(brand.id),
            websiteStatus: websiteStatusSchema.parse(brand.websiteStatus),
          })),
        ),
      };
    },
  );

  app.put(
    '/api/admin/brands/:brandId/website-status',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: setWebsiteStatusRequestSchema,
        response: { 200: websiteStatusResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { db: services.db, brands: services.brands, operator, ipAddress: request.ip };
      return { data: await setWebsiteStatus(action, request.params.brandId, request.body.websiteStatus) };
    },
  );

  app.get(
    '/api/admin/brands/:brandId/configuration',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminConfigurationListResponseSchema, ...refusals } },
    },
    async (request) => {
      const brand = await services.brands.findById(request.params.brandId);
      if (!brand) throw new AppError('BRAND_NOT_FOUND');
      return { data: await getConfigurationEntries(services.db, brand.id), imageBaseUrl: brand.imageBaseUrl };
    },
  );

  app.put(
    '/api/admin/brands/:brandId/configuration/:key',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandConfigurationParamsSchema,
        body: setConfigurationRequestSchema,
        response: { 200: configurationEntryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { db: services.db, brands: services.brands, operator, ipAddress: request.ip };
      return { data: await setConfiguration(action, request.params.brandId, request.params.key, request.body.path) };
    },
  );

  app.put(
    '/api/admin/brands/:brandId/chat-widget',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: chatWidgetSettingsSchema,
        response: { 200: z.object({ data: chatWidgetSettingsSchema }), ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { db: services.db, brands: services.brands, operator, ipAddress: request.ip };
      return { data: await setChatWidget(action, request.params.brandId, request.body) };
    },
  );

  app.put(
    '/api/admin/brands/:brandId/affiliate-rule',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: commissionRuleSchema,
        response: { 200: z.object({ data: commissionRuleSchema }), ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { db: services.db, brands: services.brands, operator, ipAddress: request.ip };
      return { data: await setAffiliateRule(action, request.params.brandId, request.body) };
    },
  );

  app.put(
    '/api/admin/brands/:brandId/operator-ip-allowlist',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: operatorIpAllowlistSchema,
        response: { 200: z.object({ data: operatorIpAllowlistSchema }), ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { db: services.db, brands: services.brands, operator, ipAddress: request.ip };
      return { data: await setOperatorIpAllowlist(action, request.params.brandId, request.body.entries) };
    },
  );

  app.put(
    '/api/admin/brands/:brandId/four-eyes',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: fourEyesSettingSchema,
        response: { 200: z.object({ data: fourEyesStateSchema }), 202: z.object({ data: fourEyesStateSchema }), ...refusals },
      },
    },
    async (request, reply) => {
      const operator = currentOperator(request);
      const action = { db: services.db, brands: services.brands, operator, ipAddress: request.ip, now: services.clock() };
      const { isApplied, ...state } = await setFourEyesThreshold(action, request.params.brandId, request.body.thresholdSatang);
      // 202: accepted, and waiting for a second admin.
      return reply.status(isApplied ? 200 : 202).send({ data: state });
    },
  );

  app.post(
    '/api/admin/brands/:brandId/members/:memberId/credit-adjustments',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: memberParamsSchema,
        body: creditAdjustmentRequestSchema,
        response: { 200: creditAdjustmentResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { operator, ipAddress: request.ip, brandId: request.params.brandId, memberId: request.params.memberId, now: services.clock() };
      return { data: await adjustMemberCredit(services.db, action, request.body) };
    },
  );

  app.get(
    '/api/admin/audit-log',
    { config: { roles: [] }, schema: { tags: ['admin'], security, querystring: auditQuerySchema, response: { 200: auditListResponseSchema, ...refusals } } },
    async (request) => {
      const rows = await listAudit(services.db, request.query);
      return {
        data: rows.map(({ entry, operatorUsername }) => ({
          id: String(entry.id),
          operatorId: entry.operatorId,
          operatorUsername,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          before: entry.before,
          after: entry.after,
          ipAddress: entry.ipAddress,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },
  );
};
