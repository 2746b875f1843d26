import { useEffect, useRef } from 'react';
import type { VideoSources } from '@/lib/config';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/lib/reduced-motion';
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
 * The about page's looping, muted video. The markup is the same on every render (a server
 * render included): whether it plays is decided in an effect, and under prefers-reduced-motion
 * it does not, so the poster stays. Its controls let anyone pause the loop (WCAG 2.2.2) or play it.
 * The video downloads only once it plays: the poster is what the page shows until then.
 */
export function AboutMedia({ sources, poster, label }: AboutMediaProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // Subscribed so the effect runs again when the preference changes.
  const reducedMotionSetting = usePrefersReducedMotion();

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

  return (
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
      controls
      // Nothing of the video before play() (or the visitor's tap): what the browser fetches for
      // preload="metadata" holds the page's load event, which the app's start waits for (about
      // 170 ms at 375 px with the CPU 4x slower); under reduced motion it never downloads at all.
      preload="none"
    >
      <source src={sources.webm} type="video/webm" />
      <source src={sources.mp4} type="video/mp4" />
    </video>
  );
}
