import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@app/contract/auth';
import { errorResponseSchema } from '@app/contract/errors';
import {
  availabilityResponseSchema,
  bankAccountSchema,
  bankNameRequestSchema,
  bankNameResponseSchema,
  checkBankIdRequestSchema,
  inviterResponseSchema,
  affiliateCodeSchema,
  registerRequestSchema,
  thaiMobileSchema,
} from '@app/contract/registration';
import { usernameSchema } from '@app/contract/user';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { readClientInfo } from '../../lib/client-info';
import { findInviter, registerMember } from './registration.service';
import { isBankAccountRegistered, isPhoneRegistered, isUsernameRegistered } from './registration.repo';

const tags = ['registration'];
const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** Reads a path value with the contract's schema, so a bad one gets that schema's Thai message beside its field. */
function parseField<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { field, message: parsed.error.issues[0]?.message });
  return parsed.data;
}

const valueParams = z.object({ value: z.string().max(100) });

/**
 * Registration (spec section 7). The check endpoints tell a stranger whether an account
 * exists, so every one of them, and registration itself, counts against a per-IP limit.
 */
export const registrationRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const takeLookup = (ip: string) => services.registrationLimiters.lookups.take(ip, services.clock());

  app.get(
    '/api/user/checkPhone/:value',
    { schema: { tags, params: valueParams, response: { 200: availabilityResponseSchema, ...refusals } } },
    async (request) => {
      const phone = parseField(thaiMobileSchema, request.params.value, 'phone');
      await takeLookup(request.ip);
      return { data: { available: !(await isPhoneRegistered(services.db, request.brand.id, phone)) } };
    },
  );

  app.get(
    '/api/user/checkUsername/:value',
    { schema: { tags, params: valueParams, response: { 200: availabilityResponseSchema, ...refusals } } },
    async (request) => {
      const username = parseField(usernameSchema, request.params.value, 'username');
      await takeLookup(request.ip);
      return { data: { available: !(await isUsernameRegistered(services.db, request.brand.id, username)) } };
    },
  );

  app.post(
    '/api/user/checkBankId/:bankId',
    {
      schema: {
        tags,
        params: z.object({ bankId: z.string().max(40) }),
        body: checkBankIdRequestSchema,
        response: { 200: availabilityResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const account = parseField(bankAccountSchema, { bankCode: request.body.bankCode, accountNumber: request.params.bankId }, 'accountNumber');
      await takeLookup(request.ip);
      const isTaken = await isBankAccountRegistered(services.db, request.brand.id, account.bankCode, account.accountNumber);
      return { data: { available: !isTaken } };
    },
  );

  app.get(
    '/api/user/inviter/:afCode',
    { schema: { tags, params: z.object({ afCode: z.string().max(40) }), response: { 200: inviterResponseSchema, ...refusals } } },
    async (request) => {
      const afCode = parseField(affiliateCodeSchema, request.params.afCode, 'afCode');
      await takeLookup(request.ip);
      const inviter = await findInviter(services.db, request.brand.id, afCode);
      return { data: { afCode, inviter: inviter.maskedUsername } };
    },
  );

  app.post('/api/bank/name', { schema: { tags, body: bankNameRequestSchema, response: { 200: bankNameResponseSchema, ...refusals } } }, async (request) => {
    await takeLookup(request.ip);
    return { data: await services.bankNameLookup.lookup(request.body) };
  });

  app.post('/api/user/register', { schema: { tags, body: registerRequestSchema, response: { 200: loginResponseSchema, ...refusals } } }, async (request) => {
    await services.registrationLimiters.registrations.take(request.ip, services.clock());
    return registerMember(
      { db: services.db, lifetime: services.memberSessionLifetime, bankNameLookup: services.bankNameLookup },
      request.brand.id,
      request.body,
      { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null, client: readClientInfo(request), now: services.clock() },
    );
  });
};
