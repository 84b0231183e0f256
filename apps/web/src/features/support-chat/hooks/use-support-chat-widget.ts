import { useEffect, useMemo } from 'react';
import type { ChatWidgetSettings } from '@app/contract/settings';
import type { UserProfile } from '@app/contract/user';
import { buildChatVisitor } from '../build-chat-visitor';
import { loadChatWidgetScript, removeChatWidget, setChatVisitor } from '../chat-widget-script';

interface SupportChatWidgetOptions {
  chatWidget: ChatWidgetSettings;
  member: UserProfile;
  /** The member's tier name; null when it is not wanted or could not be read. */
  levelName: string | null;
  /** False while a wanted detail (the tier name) is still loading: the widget reads the visitor once, when its script runs. */
  isVisitorReady: boolean;
}

/**
 * While a member is signed in and the brand has the widget on, hands the widget the enabled
 * member details and loads its script once. Unmounting (the member shell goes away at logout)
 * removes both.
 */
export function useSupportChatWidget({ chatWidget, member, levelName, isVisitorReady }: SupportChatWidgetOptions): void {
  const { isEnabled, scriptUrl, fields } = chatWidget;
  const isOn = isEnabled && scriptUrl !== '' && isVisitorReady;
  const visitor = useMemo(() => buildChatVisitor(fields, member, levelName), [fields, member, levelName]);

  // Declared first so that the visitor is in place before the script that reads it is added.
  // A refreshed profile updates the object; it does not load the script again.
  useEffect(() => {
    if (isOn) setChatVisitor(visitor);
  }, [isOn, visitor]);

  useEffect(() => {
    if (!isOn) return;
    loadChatWidgetScript(scriptUrl);
    return removeChatWidget;
  }, [isOn, scriptUrl]);
}
