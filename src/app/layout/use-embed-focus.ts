import { useEffect } from 'react';

/** Scrolls a frame that gets focus clear of the floating buttons: Chromium leaves one at the screen's edge. */
export function useEmbedFocus() {
  useEffect(() => {
    const onBlur = () => {
      const active = document.activeElement;
      if (active instanceof HTMLIFrameElement) active.scrollIntoView({ block: 'nearest' });
    };
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, []);
}
