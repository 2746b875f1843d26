import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { commentQueries } from '@/api/articles/articles.queries';
import { EmptyState } from '@/ui/empty-state';
import { Stack } from '@/ui/stack';
import { CommentEntrySkeleton } from './comment-entry';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import * as styles from './comments.css';

const SKELETON_COMMENTS = 2;

export function CommentSection({ slug }: { slug: string }) {
  const comments = useQuery(commentQueries.list(slug));
  const headingId = useId();
  // A failed refetch keeps the comments already shown.
  const list = comments.data ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Komentar
      </h2>
      <CommentForm slug={slug} parentId={null} label="Tulis komentar" submitLabel="Kirim Komentar" />
      {comments.isPending ? (
        <Stack gap="md" className={styles.list} aria-busy="true">
          {Array.from({ length: SKELETON_COMMENTS }, (_, index) => (
            <CommentEntrySkeleton key={index} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <Stack gap="md" className={styles.list}>
          <EmptyState>Belum ada komentar.</EmptyState>
        </Stack>
      ) : (
        <Stack as="ol" gap="md" className={styles.list} aria-label="Daftar komentar">
          {list.map((comment) => (
            <CommentThread key={comment.comment_id} comment={comment} slug={slug} />
          ))}
        </Stack>
      )}
    </section>
  );
}
