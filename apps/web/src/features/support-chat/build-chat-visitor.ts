import type { ChatWidgetField } from '@app/contract/settings';
import { deriveChatVisitorEmail } from '@app/contract/chat-widget';
import type { UserProfile } from '@app/contract/user';

/** What the site hands the support chat widget about the signed-in member: only the fields the brand enabled. */
export type ChatVisitor = Partial<Record<ChatWidgetField, string | number>>;

/**
 * Every field a brand may enable, read from the member's profile. The mapped type makes a field
 * added to the contract fail to compile here until it is given a value. null means the member has
 * none (no bank account yet, or the tier could not be read).
 */
function readFieldValues(member: UserProfile, levelName: string | null): { [Field in ChatWidgetField]: string | number | null } {
  return {
    name: member.name,
    email: deriveChatVisitorEmail(member.uuid),
    phone: member.phone,
    username: member.user_pass.username,
    bankName: member.user_bank?.bankName ?? null,
    bankId: member.user_bank?.bankId ?? null,
    levelName,
    points: member.user_credit.point,
  };
}

/**
 * The object set on window.SupportChatVisitor (docs/support-chat.md). A field the brand did not
 * enable is never in it, whatever the member's profile holds: the widget belongs to a third party.
 */
export function buildChatVisitor(fields: readonly ChatWidgetField[], member: UserProfile, levelName: string | null): ChatVisitor {
  const values = readFieldValues(member, levelName);
  const visitor: ChatVisitor = {};
  for (const field of fields) {
    const value = values[field];
    if (value !== null) visitor[field] = value;
  }
  return visitor;
}
