import type { ChatVisitor } from './build-chat-visitor';

declare global {
  interface Window {
    /** Read by the third-party support chat widget when its script runs (docs/support-chat.md). */
    SupportChatVisitor?: ChatVisitor;
  }
}

/** Marks the one script tag this site adds, so it is never added twice and can be found to remove. */
const SCRIPT_MARK = 'data-support-chat';

export function setChatVisitor(visitor: ChatVisitor): void {
  window.SupportChatVisitor = visitor;
}

/** Adds the widget's script once; a tag already on the page for the same address is kept. */
export function loadChatWidgetScript(scriptUrl: string): void {
  const existing = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARK}]`);
  if (existing?.getAttribute('src') === scriptUrl) return;
  existing?.remove();
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(SCRIPT_MARK, '');
  document.head.append(script);
}

/** Takes the script tag and the member's details off the page, as a logout must. */
export function removeChatWidget(): void {
  document.querySelector(`script[${SCRIPT_MARK}]`)?.remove();
  delete window.SupportChatVisitor;
}
