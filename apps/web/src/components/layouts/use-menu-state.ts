import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a layout's side menu is open. The menu remembers the page it was opened on, so any
 * navigation (a link, the logo, the back button, a page that was still loading when the menu
 * was opened) closes it, without an effect to reset it.
 */
export function useMenuState() {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = useCallback(() => {
    setOpenedOn(pathname);
  }, [pathname]);
  const close = useCallback(() => {
    setOpenedOn(null);
  }, []);
  return { isOpen: openedOn === pathname, open, close };
}
