import { paths } from '@/config/paths';

/**
 * Whether a page the server draws is a member page. The server cannot see the browser's stored
 * session, so it draws a member page as its frame: the brand's parts (the top bar, the promotion
 * banners, the shortcuts) drawn, the member's as placeholders. The browser draws its first render
 * the same way, takes the page over as it is, and only then reads the session (main.tsx).
 */
export function isMemberPagePath(pathname: string): boolean {
  return pathname.startsWith(`${paths.auth.root}/`);
}
