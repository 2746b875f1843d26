import { useEffect, useRef, useState } from 'react';
import { useAfterHydration } from '@/lib/after-hydration';
import type { VideoSources } from '@/lib/config';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/lib/reduced-motion';
import { PlayToggle } from '@/ui/play-toggle';
import * as styles from './about.css';

/** Intrinsic size of the poster and of the video frame (16:9). */
const MEDIA_WIDTH = 1280;
const MEDIA_HEIGHT = 720;

interface AboutMediaProps {
  sources: VideoSources;
  /** Also the video's first frame, so nothing jumps when it starts. */
  poster: string;
  /** What the picture shows, for screen readers. */
  label: string;
}

/**
 * The about page's looping, muted video. The video's markup is the same on every render (a
 * server render included): whether it plays is decided in an effect, and under prefers-reduced-motion
 * it does not, so the poster stays. A button over its corner lets anyone pause the loop (WCAG
 * 2.2.2) or play it. Not the browser's own controls: building them took 70 to 250 ms of the main
 * thread right after the first paint with the CPU 4x slower, the page's longest task, and a muted
 * loop needs no more than pause and play. The video downloads only once it plays: the poster is
 * what the page shows until then.
 */
export function AboutMedia({ sources, poster, label }: AboutMediaProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // Subscribed so the effect runs again when the preference changes.
  const reducedMotionSetting = usePrefersReducedMotion();
  // As the element says: it stands still until the effect starts it, and again once paused, or
  // back to its poster (load() pauses it without a 'pause' event).
  const [playing, setPlaying] = useState(false);
  const follow = () => setPlaying(ref.current ? !ref.current.paused : false);
  // The button shows once the app runs, not in the page's HTML: a tap on it before then would
  // be replayed after the effect below has started the loop, and pause what it meant to play.
  const running = useAfterHydration();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Read live: while hydrating, the hook still reports the server's value.
    if (prefersReducedMotion()) {
      // Turned on while playing: back to the poster.
      if (!video.paused) video.load();
      return;
    }
    // Refused where the browser blocks autoplay (data saver, power saving): the poster stays.
    video.play()?.catch(() => undefined);
  }, [reducedMotionSetting]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play()?.catch(() => undefined);
    else video.pause();
  };

  return (
    <div className={styles.mediaBox}>
      <video
        ref={ref}
        className={styles.picture}
        poster={poster}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        aria-label={label}
        muted
        loop
        playsInline
        onPlay={follow}
        onPause={follow}
        onEmptied={follow}
        // Nothing of the video before play() (the effect's, or the button's): what the browser
        // fetches for preload="metadata" holds the page's load event, which the app's start waits
        // for (about 170 ms at 375 px with the CPU 4x slower); under reduced motion it never
        // downloads at all.
        preload="none"
      >
        <source src={sources.webm} type="video/webm" />
        <source src={sources.mp4} type="video/mp4" />
      </video>
      {running ? <PlayToggle playing={playing} onToggle={toggle} what="video" /> : null}
    </div>
  );
}
