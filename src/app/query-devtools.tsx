import { lazy, Suspense, useEffect, useState } from 'react';

// No floating button (it always covers part of the page at some width): Alt+Shift+Q opens the panel.
const Panel = lazy(() =>
  import('@tanstack/react-query-devtools').then(({ ReactQueryDevtoolsPanel }) => ({ default: ReactQueryDevtoolsPanel })),
);

export const isDevtoolsShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyQ';

export function QueryDevtools() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (!isDevtoolsShortcut(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);
  if (!open) return null;
  return (
    <div style={{ position: 'fixed', insetInline: 0, bottom: 0, height: '50vh', zIndex: 2147483647 }}>
      <Suspense fallback={null}>
        <Panel style={{ height: '100%' }} onClose={() => setOpen(false)} />
      </Suspense>
    </div>
  );
}
