import { Navigate, type NavigateProps } from 'react-router';

/** Thrown while the server draws a page that sends the visitor elsewhere. */
export class RedirectWhileDrawing extends Error {
  override readonly name = 'RedirectWhileDrawing';
}

/**
 * React Router's `<Navigate>`, for the member site's routing rules. The browser goes on at once,
 * as before. On the server `<Navigate>` draws nothing and only goes on in the browser once the app's
 * script has arrived, which would leave a visitor a blank page meanwhile (the root during
 * maintenance): there it throws, so the page is not drawn and the visitor gets the app's shell,
 * which shows its loading screen and goes on as soon as it runs (`server/draw-page.tsx`).
 */
export function Redirect(props: NavigateProps) {
  if (import.meta.env.SSR) throw new RedirectWhileDrawing(`The page sends the visitor to ${JSON.stringify(props.to)}`);
  return <Navigate {...props} />;
}
