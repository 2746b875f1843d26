import { Suspense, useState } from 'react';
import { button } from '@/ui/button.css';
import { ShareIcon } from './share-icon';
import * as styles from './share-menu.css';
import { lazyPart } from '@/lib/lazy-part';

// Radix Popover is split off the screen's chunk; it loads right after the first render.
const SharePopover = lazyPart('src/routes/devices/share-popover.tsx', () => import('./share-popover'));

export function ShareMenu({ url, title }: { url: string; title: string }) {
  // A click before the popover has loaded is kept, and opens it once it is there.
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={`${button({ tone: 'outline', size: 'md' })} ${styles.trigger}`}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setRequested(true)}
    >
      <ShareIcon />
      Bagikan
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <SharePopover url={url} title={title} defaultOpen={requested} />
    </Suspense>
  );
}
