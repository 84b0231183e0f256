import type { ClientInfo } from '@app/contract/client-headers';
import type { LoginResponse } from '@app/contract/auth';
import { ageOnDay, MINIMUM_AGE } from '@app/contract/age';
import { findBank } from '@app/contract/banks';
import { bangkokDay } from '../../lib/bangkok-time';
import type { registerRequestSchema } from '@app/contract/registration';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { maskUsername } from '../../lib/mask';
import { hashPassword } from '../../lib/passwords';
import type { SessionLifetime } from '../../lib/session-policy';
import { openMemberSession } from '../auth/member-auth.service';
import { breakRefusal } from '../player-protection/break-refusal';
import { findSelfExclusionOfIdentity } from '../player-protection/breaks.repo';
import { insertMember } from '../members/members.repo';
import type { BankNameLookup } from './bank-name-lookup';
import { findMemberByAffiliateCode } from './registration.repo';
import { isSelfReferral } from './self-referral';

type Registration = z.output<typeof registerRequestSchema>;

export interface RegistrationDeps {
  db: Database;
  lifetime: SessionLifetime;
  bankNameLookup: BankNameLookup;
}

/** The member behind an affiliate code, if the code is one of this brand's active members'. */
export async function findInviter(db: Database, brandId: string, afCode: string) {
  const inviter = await findMemberByAffiliateCode(db, brandId, afCode);
  if (!inviter || inviter.status !== 'active') throw new AppError('INVITER_NOT_FOUND', { field: 'afCode' });
  return { ...inviter, maskedUsername: maskUsername(inviter.username) };
}

/** Which taken value a unique violation on insert means, so the member sees it beside that field. */
const TAKEN_BY_CONSTRAINT: Record<string, () => AppError> = {
  members_brand_username_unique: () => new AppError('USERNAME_TAKEN', { field: 'username' }),
  members_brand_phone_unique: () => new AppError('PHONE_TAKEN', { field: 'phone' }),
  member_banks_brand_account_unique: () => new AppError('BANK_ACCOUNT_TAKEN', { field: 'accountNumber' }),
};

/** Another member's affiliate code may collide once in about 10^11 inserts: draw a new one. */
const AFFILIATE_CODE_CONSTRAINT = 'members_brand_affiliate_code_unique';
const INSERT_ATTEMPTS = 3;

/**
 * Creates the member with their bank account and logs them in. The unique constraints decide
 * races between two registrations of one phone, username or account: the second gets the same
 * refusal the check endpoints would have given.
 */
export async function registerMember(
  deps: RegistrationDeps,
  brandId: string,
  registration: Registration,
  context: { ipAddress: string; userAgent: string | null; client: ClientInfo; now: Date },
): Promise<LoginResponse> {
  const bank = findBank(registration.bankCode);
  if (!bank) throw new AppError('VALIDATION_FAILED', { field: 'bankCode' });
  // Judged on the Bangkok day of the request, by the API's clock.
  if (ageOnDay(registration.dateOfBirth, bangkokDay(context.now)) < MINIMUM_AGE) throw new AppError('UNDER_AGE', { field: 'dateOfBirth' });
  // A self-excluded person may not open a new account on any brand with the same phone or bank account.
  const exclusion = await findSelfExclusionOfIdentity(
    deps.db,
    { phone: registration.phone, bankCode: bank.code, accountNumber: registration.accountNumber },
    context.now,
  );
  if (exclusion) throw breakRefusal(exclusion);
  // A name the lookup service found is the bank's word; a typed one was confirmed by the member.
  const lookup = await deps.bankNameLookup.lookup(registration);
  const accountName = lookup.mode === 'found' ? lookup.accountName : registration.accountName;

  let uplineId: string | null = null;
  if (registration.afCode) {
    const inviter = await findInviter(deps.db, brandId, registration.afCode);
    if (isSelfReferral(inviter.name, accountName)) throw new AppError('INVITER_SELF', { field: 'afCode' });
    uplineId = inviter.id;
  }

  const passwordHash = await hashPassword(registration.password);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const member = await insertMember(deps.db, {
        createdAt: context.now,
        brandId,
        username: registration.username,
        passwordHash,
        name: accountName,
        phone: registration.phone,
        dateOfBirth: registration.dateOfBirth,
        bank: { bankCode: bank.code, accountNumber: registration.accountNumber, bankName: bank.nameTh },
        uplineId,
        teamCode: registration.teamCode ?? null,
        marketingCode: registration.marketingCode ?? null,
      });
      return await openMemberSession(deps, member, context);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const constraint = violatedConstraint(error);
      if (constraint === AFFILIATE_CODE_CONSTRAINT && attempt < INSERT_ATTEMPTS) continue;
      const taken = constraint === undefined ? undefined : TAKEN_BY_CONSTRAINT[constraint];
      throw taken ? taken() : error;
    }
  }
}
