import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_IMAGE = '/site/placeholder.svg';

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  /** Intrinsic size: always given, so the layout does not jump while images load. */
  width: number;
  height: number;
  /** Shown when src is missing or fails to load. */
  fallbackSrc?: string;
  /**
   * The page's largest paint in its first view (its LCP element): fetched at once and before the
   * other images (`loading="eager"`, `fetchpriority="high"`), where a lazy image is asked for only
   * once laid out, and at a low priority until then. One image of a page at most.
   */
  priority?: boolean;
}

/**
 * An image with its size and a fallback for a missing or broken source; lazy by default.
 * A prerendered image may fail before the app runs, when no onError can hear it: on mount, an
 * image already complete with no natural width is broken, and takes its fallback too.
 */
export function Image({ src, fallbackSrc = DEFAULT_IMAGE, alt = '', loading = 'lazy', priority = false, ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const usable = src && src !== failedSrc ? src : fallbackSrc;
  const failed = () => {
    if (src && usable === src) setFailedSrc(src);
  };
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) failed();
    // Only on mount: later failures reach onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <img
      {...rest}
      ref={ref}
      src={usable}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
      decoding="async"
      onError={failed}
    />
  );
}
