import { Image } from '@/ui/image';
import * as styles from './about.css';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';

/** Intrinsic size of the poster and of the video frame (16:9). */
const MEDIA_WIDTH = 1280;
const MEDIA_HEIGHT = 720;

interface AboutMediaProps {
  /** The looping video, or null when there is none: the poster then stands alone. */
  videoSrc: string | null;
  poster: string;
  /** What the picture shows, for screen readers. */
  label: string;
}

/**
 * The about page's looping, muted background video. Under prefers-reduced-motion it does not
 * start by itself: the poster shows with controls, so the visitor can still play it.
 */
export function AboutMedia({ videoSrc, poster, label }: AboutMediaProps) {
  const reducedMotion = usePrefersReducedMotion();
  if (!videoSrc) {
    return (
      <Image
        className={styles.picture}
        src={poster}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        alt={label}
        loading="eager"
      />
    );
  }
  return (
    <video
      // A new element when the preference flips: autoplay is only read when a video loads.
      key={reducedMotion ? 'still' : 'playing'}
      className={styles.picture}
      src={videoSrc}
      poster={poster}
      width={MEDIA_WIDTH}
      height={MEDIA_HEIGHT}
      aria-label={label}
      autoPlay={!reducedMotion}
      controls={reducedMotion}
      muted
      loop
      playsInline
      preload="metadata"
    />
  );
}
