import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditResponseSchema,
  getCreditRequestSchema,
  memberSettingsRequestSchema,
  memberSettingsResponseSchema,
  userProfileResponseSchema,
  usernameParamsSchema,
  uuidParamsSchema,
} from '@app/contract/user';
import { changePasswordRequestSchema, changePasswordResponseSchema } from '@app/contract/auth';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { assertOwnUsername, assertOwnUuid, creditReadWithSession, currentMember } from '../../plugins/member-guard';
import { changeMemberPassword } from './change-password.service';
import { getProfile } from './profile.service';
import { readOrUpdateMemberSettings } from './member-settings.service';

const memberSecurity = [{ bearer: [] }];

/** The signed-in member's own data. Every path parameter must name the caller. */
export const memberRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  for (const url of ['/api/auth/user/detail/:uuid', '/api/auth/user/:uuid']) {
    app.get(
      url,
      {
        schema: {
          tags: ['member'],
          security: memberSecurity,
          params: uuidParamsSchema,
          response: { 200: userProfileResponseSchema, 403: errorResponseSchema },
        },
      },
      async (request) => {
        const member = assertOwnUuid(request, request.params.uuid);
        return { data: await getProfile(services.db, member.memberId) };
      },
    );
  }

  app.post(
    '/api/auth/user/change-password/:uuid',
    {
      schema: {
        tags: ['member'],
        security: memberSecurity,
        params: uuidParamsSchema,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const member = assertOwnUuid(request, request.params.uuid);
      const ended = await changeMemberPassword({ db: services.db, throttle: services.throttle }, member, {
        ...request.body,
        ipAddress: request.ip,
        now: services.clock(),
      });
      return { data: ended };
    },
  );

  app.post(
    '/api/auth/user/getCredit/:username',
    {
      config: { readsCreditWithSession: true },
      schema: {
        tags: ['member'],
        security: memberSecurity,
        params: usernameParamsSchema,
        body: getCreditRequestSchema.nullish(),
        response: { 200: creditResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      assertOwnUsername(request, request.params.username);
      // Credit is the only balance type; another one would need its own read here.
      const balanceType: 'credit' = request.body?.balanceType ?? 'credit';
      return { data: { balanceType, balanceSatang: creditReadWithSession(request) } };
    },
  );

  app.post(
    '/api/auth/setting',
    {
      schema: {
        tags: ['member'],
        security: memberSecurity,
        body: memberSettingsRequestSchema.nullish(),
        response: { 200: memberSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: await readOrUpdateMemberSettings(services.db, currentMember(request).memberId, request.body ?? {}),
    }),
  );
};
