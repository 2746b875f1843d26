import type { ReactNode } from 'react';
import { endedNote } from './ended-note.css';

interface EndedNoteProps {
  children: ReactNode;
  size?: 'xs' | 'md' | 'lg';
  block?: boolean;
  className?: string;
}

/** Says that an offer has ended, in place of its action: text, never a control. */
export function EndedNote({ children, size = 'md', block = false, className }: EndedNoteProps) {
  const classes = endedNote({ size, block });
  return <p className={className ? `${classes} ${className}` : classes}>{children}</p>;
}
