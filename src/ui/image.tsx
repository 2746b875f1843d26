import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_IMAGE = '/site/placeholder.svg';

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  width: number;
  height: number;
  fallbackSrc?: string;
  /** The page's LCP element: eager and high priority. One image of a page at most. */
  priority?: boolean;
}

/** A prerendered image may fail before onError can hear it: complete with no natural width on mount is broken. */
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
