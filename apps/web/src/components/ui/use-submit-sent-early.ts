import { useEffect, useRef } from 'react';

/** What public/load-app-after-paint.js marks a form with when it was sent before the app was there. */
const SENT_EARLY_ATTRIBUTE = 'data-sent-early';

/**
 * Sends a form again once the app has it, when the visitor sent it while the page drawn on the
 * server was still waiting for the app's script (the loader refused the browser's own sending and
 * marked the form). Its fields' text has been handed to the form's state by then
 * (use-value-typed-early.ts); the form is sent a moment later, once that state is rendered.
 */
export function useSubmitSentEarly() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form?.hasAttribute(SENT_EARLY_ATTRIBUTE)) return;
    form.removeAttribute(SENT_EARLY_ATTRIBUTE);
    const timer = setTimeout(() => {
      form.requestSubmit();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return formRef;
}
