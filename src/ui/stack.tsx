import type { ComponentPropsWithRef } from 'react';
import { sprinkles, type Sprinkles } from '@/styles/sprinkles.css';

type StackTag = 'div' | 'section' | 'article' | 'ul' | 'ol' | 'span';

type StackProps<T extends StackTag> = Omit<ComponentPropsWithRef<T>, 'className'> & {
  /** The element to render; a `div` unless the content is a list, a section or phrasing content. */
  as?: T;
  /** Space between the children, from the theme's scale; per breakpoint as in `sprinkles`. */
  gap?: Sprinkles['gap'];
  align?: Sprinkles['alignItems'];
  /** Look and box of this stack (padding, width, surface); never its display, direction, gap or alignment. */
  className?: string;
};

const column = sprinkles({ display: 'flex', flexDirection: 'column' });

export function Stack<T extends StackTag = 'div'>({ as, gap, align, className, ...rest }: StackProps<T>) {
  // One element type for the checker: the props were already checked against `as` above.
  const Tag = (as ?? 'div') as 'div';
  const classes = [column, sprinkles({ gap, alignItems: align }), className].filter(Boolean).join(' ');
  return <Tag {...(rest as ComponentPropsWithRef<'div'>)} className={classes} />;
}
