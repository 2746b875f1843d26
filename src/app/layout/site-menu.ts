import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

export interface SiteMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The phone menu's state, held by the frame, which makes everything else inert while it is open. */
export function useSiteMenu(): SiteMenu {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  return { open: openOn === pathname, setOpen };
}
