import type { MemberSettings } from '@app/contract/user';
import { languageSchema } from '@app/contract/user';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findMemberById, updateMemberLanguage } from './members.repo';

/** Writes the fields present, then returns the member's settings as stored. */
export async function readOrUpdateMemberSettings(db: Database, memberId: string, changes: Partial<MemberSettings>): Promise<MemberSettings> {
  if (changes.language) await updateMemberLanguage(db, memberId, changes.language);
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return { language: languageSchema.parse(member.language) };
}
