import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminRewardCategoryListResponseSchema,
  adminRewardCategoryResponseSchema,
  adminRewardItemListResponseSchema,
  adminRewardItemResponseSchema,
  createRewardCategoryRequestSchema,
  createRewardItemRequestSchema,
  rewardCategoryParamsSchema,
  rewardItemParamsSchema,
  rewardItemQuerySchema,
  updateRewardCategoryRequestSchema,
  updateRewardItemRequestSchema,
} from '@app/contract/admin-loyalty';
import type { AppServices } from '../../app-services';
import { loyaltyActionOf } from './loyalty-action';
import { changeCategory, createCategory, listAdminCategories } from './reward-categories-admin.service';
import { changeItem, createItem, listAdminItems } from './reward-items-admin.service';
import { refusals, security } from './route-options';

/** The reward catalogue's categories and items: read by every role, edited by support and admins (as they fulfil the requests). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const actionOf = (request: Parameters<typeof loyaltyActionOf>[0]) => loyaltyActionOf(request, services.db, services.clock());

  app.get(
    '/api/admin/brands/:brandId/reward-categories',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminRewardCategoryListResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await listAdminCategories(services.db, request.params.brandId) }),
  );

  app.post(
    '/api/admin/brands/:brandId/reward-categories',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: createRewardCategoryRequestSchema,
        response: { 200: adminRewardCategoryResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await createCategory(actionOf(request), request.params.brandId, request.body) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/reward-categories/:categoryId',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: rewardCategoryParamsSchema,
        body: updateRewardCategoryRequestSchema,
        response: { 200: adminRewardCategoryResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await changeCategory(actionOf(request), request.params.brandId, request.params.categoryId, request.body) }),
  );

  app.get(
    '/api/admin/brands/:brandId/reward-items',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: rewardItemQuerySchema,
        response: { 200: adminRewardItemListResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await listAdminItems(services.db, request.params.brandId, request.query.categoryId) }),
  );

  app.post(
    '/api/admin/brands/:brandId/reward-items',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: createRewardItemRequestSchema,
        response: { 200: adminRewardItemResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await createItem(actionOf(request), request.params.brandId, request.body) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/reward-items/:itemId',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: rewardItemParamsSchema,
        body: updateRewardItemRequestSchema,
        response: { 200: adminRewardItemResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await changeItem(actionOf(request), request.params.brandId, request.params.itemId, request.body) }),
  );
};
