import { useEffect } from 'react';

/**
 * Tab into an embedded frame (a video in an article) moves focus to the frame's own document,
 * and Chromium leaves a frame that already shows a strip at the screen's edge where it is: under
 * the floating buttons. When focus leaves the page's document for one of its frames, this scrolls
 * that frame into view, clear of them (the scroll padding on html).
 */
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
