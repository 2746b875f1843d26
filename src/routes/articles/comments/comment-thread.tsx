import { useId, useState } from 'react';
import type { Comment } from '@/api/articles/articles.schemas';
import { button } from '@/ui/button.css';
import { Stack } from '@/ui/stack';
import { CommentEntry } from './comment-entry';
import { CommentForm } from './comment-form';
import * as styles from './comments.css';

/** What is open under a comment: its replies or the reply form, never both. */
type Panel = 'replies' | 'reply' | null;

export function CommentThread({ comment, slug }: { comment: Comment; slug: string }) {
  const [open, setOpen] = useState<Panel>(null);
  const id = useId();
  const repliesId = `${id}-replies`;
  const formId = `${id}-reply`;
  const toggle = (panel: Exclude<Panel, null>) => setOpen((current) => (current === panel ? null : panel));
  const toggleClass = `${button({ tone: 'ghost', size: 'sm' })} ${styles.toggle}`;

  return (
    <li className={styles.thread}>
      <CommentEntry entry={comment} />
      <div className={styles.actions}>
        {comment.replies.length > 0 ? (
          <button
            type="button"
            className={toggleClass}
            aria-expanded={open === 'replies'}
            // Names only an element that is there: the list exists while open.
            aria-controls={open === 'replies' ? repliesId : undefined}
            onClick={() => toggle('replies')}
          >
            Lihat Balasan ({comment.repliesCount ?? comment.replies.length})
          </button>
        ) : null}
        <button type="button" className={toggleClass} aria-expanded={open === 'reply'} aria-controls={open === 'reply' ? formId : undefined} onClick={() => toggle('reply')}>
          Balas
        </button>
      </div>
      {open === 'replies' ? (
        <div className={styles.nested}>
          <Stack as="ol" gap="md" id={repliesId} className={styles.replies} aria-label={`Balasan untuk ${comment.name}`}>
            {comment.replies.map((reply) => (
              <li key={reply.comment_id}>
                <CommentEntry entry={reply} />
              </li>
            ))}
          </Stack>
        </div>
      ) : null}
      {open === 'reply' ? (
        <div id={formId} className={styles.nested}>
          <CommentForm
            slug={slug}
            parentId={comment.comment_id}
            label={`Balas komentar ${comment.name}`}
            submitLabel="Kirim Balasan"
            autoFocus
            onSent={() => setOpen('replies')}
          />
        </div>
      ) : null}
    </li>
  );
}
