import type { UserProfile } from '@app/contract/user';

/** The member's registered account, the only one a bank withdrawal may pay. */
export type MemberBank = Pick<NonNullable<UserProfile['user_bank']>, 'bankName' | 'bankId'>;
