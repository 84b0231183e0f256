// No zod here, so the member site's first screen reads these without downloading zod
// (settings.ts has the schemas and re-exports them).
import type { ChatWidgetSettings } from './settings';

/** The member fields a support chat widget may be sent (spec section 6); each brand picks its own. */
export const CHAT_WIDGET_FIELDS = ['name', 'email', 'phone', 'username', 'bankName', 'bankId', 'levelName', 'points'] as const;

/**
 * The chat widget's `email` of a member (spec section 6 "a derived email"; members give none):
 * their uuid at `member.invalid`. The uuid is unique across every brand and never changes, unlike
 * a username (unique only within a brand) or a host name (a brand has several, and one may move
 * to another brand), so two members never share one, on any brand, ever. `.invalid` is reserved
 * (RFC 2606, RFC 6761) and can never receive mail, so a widget that mails transcripts reaches no
 * stranger's mailbox.
 */
export function deriveChatVisitorEmail(memberUuid: string): string {
  return `${memberUuid.toLowerCase()}@member.invalid`;
}

export const CHAT_WIDGET_OFF: ChatWidgetSettings = { isEnabled: false, scriptUrl: '', fields: [] };
