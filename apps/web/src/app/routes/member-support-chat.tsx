import { skipToken } from '@reduxjs/toolkit/query';
import { CHAT_WIDGET_OFF } from '@app/contract/chat-widget';
import type { UserProfile } from '@app/contract/user';
import { useGetMemberLevelQuery } from '@/features/ranking/api/get-member-level';
import { useGetPublicSettingsQuery } from '@/features/settings/api/get-public-settings';
import { useSupportChatWidget } from '@/features/support-chat/hooks/use-support-chat-widget';

/**
 * The brand's support chat widget for the signed-in member. It is put together here because the
 * tier name comes from the ranking feature, and is asked for only when the brand sends it.
 */
export function MemberSupportChat({ member }: { member: UserProfile }) {
  const { data: settings } = useGetPublicSettingsQuery();
  const chatWidget = settings?.chatWidget ?? CHAT_WIDGET_OFF;
  const isLevelNameWanted = chatWidget.isEnabled && chatWidget.fields.includes('levelName');
  const level = useGetMemberLevelQuery(isLevelNameWanted ? member.uuid : skipToken);
  // A tier that fails to load leaves the name out rather than keeping the member from the chat.
  useSupportChatWidget({
    chatWidget,
    member,
    levelName: level.data?.current.name ?? null,
    isVisitorReady: !isLevelNameWanted || !level.isLoading,
  });
  return null;
}
