import { useEffect, useRef, useState } from 'react';
import { useAfterHydration } from '@/lib/after-hydration';
import type { VideoSources } from '@/lib/config';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/lib/reduced-motion';
import { PlayToggle } from '@/ui/play-toggle';
import * as styles from './about.css';

const MEDIA_WIDTH = 1280;
const MEDIA_HEIGHT = 720;

interface AboutMediaProps {
  sources: VideoSources;
  /** Also the video's first frame, so nothing jumps when it starts. */
  poster: string;
  label: string;
}

/** Plays only from an effect, never under reduced motion, with its own pause button (docs/behaviour.md, About). */
export function AboutMedia({ sources, poster, label }: AboutMediaProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotionSetting = usePrefersReducedMotion();
  // Stands still until the effect starts it; load() pauses it without a 'pause' event.
  const [playing, setPlaying] = useState(false);
  const follow = () => setPlaying(ref.current ? !ref.current.paused : false);
  // Not in the HTML: an early tap would be replayed after the loop started, and pause it.
  const running = useAfterHydration();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Read live: while hydrating, the hook still reports the server's value.
    if (prefersReducedMotion()) {
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
        // Nothing of the video before play() (docs/behaviour.md, About).
        preload="none"
      >
        <source src={sources.webm} type="video/webm" />
        <source src={sources.mp4} type="video/mp4" />
      </video>
      {running ? <PlayToggle playing={playing} onToggle={toggle} what="video" /> : null}
    </div>
  );
}
