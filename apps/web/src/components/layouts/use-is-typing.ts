import { useEffect, useState } from 'react';

/** Fields that open the phone's keyboard; a checkbox or a button does not. */
function isTextEntry(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image'].includes(target.type);
}

/**
 * Whether the member is typing into a field. While the phone's keyboard is open the screen is a
 * few hundred pixels tall, and anything fixed to its bottom rises with the keyboard onto the field
 * being typed in (its show-password eye, say).
 */
export function useIsTyping(): boolean {
  // Not typing until the effect looks: a page drawn on the server has no focus to read, and its
  // first render in the browser must match it.
  const [isTyping, setIsTyping] = useState(false);
  useEffect(() => {
    setIsTyping(isTextEntry(document.activeElement));
    const onFocusIn = (event: FocusEvent) => {
      setIsTyping(isTextEntry(event.target));
    };
    const onFocusOut = (event: FocusEvent) => {
      setIsTyping(isTextEntry(event.relatedTarget));
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return isTyping;
}
