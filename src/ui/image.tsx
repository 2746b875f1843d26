import { useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_IMAGE = '/site/placeholder.svg';

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  /** Intrinsic size: always given, so the layout does not jump while images load. */
  width: number;
  height: number;
  /** Shown when src is missing or fails to load. */
  fallbackSrc?: string;
}

/** An image with its size and a fallback for a missing or broken source; lazy by default. */
export function Image({ src, fallbackSrc = DEFAULT_IMAGE, alt = '', loading = 'lazy', ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      {...rest}
      src={usable}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (src && usable === src) setFailedSrc(src);
      }}
    />
  );
}
