import type { Reply } from '@/api/articles/articles.schemas';
import { formatLongDate } from '@/lib/format';
import { Image } from '@/ui/image';
import { Skeleton } from '@/ui/skeleton';
import { Stack } from '@/ui/stack';
import * as styles from './comments.css';

export const DEFAULT_AVATAR = '/site/avatar-default.svg';
const AVATAR_SIZE = 40;

/** Visitors' words always render as text. */
export function CommentEntry({ entry }: { entry: Reply }) {
  return (
    <div className={styles.entry}>
      <Image className={styles.avatar} src={entry.photo} fallbackSrc={DEFAULT_AVATAR} width={AVATAR_SIZE} height={AVATAR_SIZE} alt="" />
      <div>
        <div className={styles.head}>
          {/* Isolated: a right-to-left name cannot reorder the date beside it. */}
          <bdi className={styles.name}>{entry.name}</bdi>
          <time className={styles.date} dateTime={entry.created_at ?? undefined}>
            {formatLongDate(entry.created_at)}
          </time>
        </div>
        <p className={styles.text}>{entry.comment}</p>
      </div>
    </div>
  );
}

export function CommentEntrySkeleton() {
  return (
    <div className={styles.entry} aria-hidden="true">
      <Skeleton width="2.5rem" height="2.5rem" radius="999px" />
      <Stack gap="xs">
        <Skeleton width="10rem" height="1rem" />
        <Skeleton height="0.875rem" />
        <Skeleton width="70%" height="0.875rem" />
      </Stack>
    </div>
  );
}
