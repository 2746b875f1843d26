import type { CSSProperties } from 'react';
import * as styles from './skeleton.css';

type Size = number | string;

export type SkeletonProps = {
  /** Number (px) or any CSS length; defaults to the full width. */
  width?: Size;
  /** Number (px) or any CSS length; defaults to one line of text. */
  height?: Size;
  radius?: string;
  className?: string;
};

/** Hidden from assistive tech. */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (radius) style.borderRadius = radius;
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={style}
    />
  );
}
