import { useEffect } from 'react';

/** The input's own value setter, which React's change tracking does not see (none on the server). */
const setNativeValue = typeof HTMLInputElement === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Hands the form what was typed into a field before the app took the page over. A page drawn on
 * the server (server/draw-page.tsx) shows its fields while the app's script is still on its way;
 * a visitor who types then sees the text in the field, but the form's state, taken over with the
 * page, is still empty. Once the field is the app's, a text that differs from the state is sent
 * to the field's change handler as if it had just been typed. On a field drawn by the app itself
 * the two are always equal, and nothing happens.
 */
export function useValueTypedEarly(inputId: string, value: unknown): void {
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || typeof value !== 'string' || input.value === value || !setNativeValue) return;
    const typed = input.value;
    // React compares a field's text with the last value it knows of: the state's, set through the
    // field, then the typed text, set past React, so that the input event reads as a change.
    input.value = value;
    setNativeValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Only the text found when the field was taken over; later changes are React's own.
  }, [inputId]);
}
