import type { ReactNode } from 'react';
import { endedNote } from './ended-note.css';

interface EndedNoteProps {
  children: ReactNode;
  size?: 'xs' | 'md' | 'lg';
  block?: boolean;
  className?: string;
}

export function EndedNote({ children, size = 'md', block = false, className }: EndedNoteProps) {
  const classes = endedNote({ size, block });
  return <p className={className ? `${classes} ${className}` : classes}>{children}</p>;
}
