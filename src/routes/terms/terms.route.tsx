import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { documentQueries } from '@/api/documents/documents.queries';
import type { DocumentItem } from '@/api/documents/documents.schemas';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { Stack } from '@/ui/stack';
import { TermsDocument } from './terms-document';
import { TermsList } from './terms-list';
import * as styles from './terms.css';

function TermsSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <Stack gap="xs">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="3rem" />
        ))}
      </Stack>
      <Stack gap="sm">
        <Skeleton width="60%" height="1.75rem" />
        <Skeleton width="40%" />
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} />
        ))}
        <Skeleton width="9rem" height="2.75rem" />
      </Stack>
    </div>
  );
}

function TermsBrowser({ items }: { items: DocumentItem[] }) {
  const [selectedId, setSelectedId] = useState<DocumentItem['document_item_id'] | null>(null);
  const panelId = useId();
  // The first document until the visitor picks another.
  const selected = items.find((item) => item.document_item_id === selectedId) ?? items[0];
  if (!selected) return null;
  return (
    <div className={styles.layout}>
      <TermsList items={items} selectedId={selected.document_item_id} panelId={panelId} onSelect={setSelectedId} />
      <TermsDocument key={selected.document_item_id} item={selected} panelId={panelId} />
    </div>
  );
}

export function Component() {
  const { data: items, isPending } = useQuery(documentQueries.list());
  return (
    <>
      <PageHeader title="Syarat & Ketentuan" />
      <div className={`${container} ${section}`}>
        {isPending ? (
          <TermsSkeleton />
        ) : items?.length ? (
          <TermsBrowser items={items} />
        ) : (
          <EmptyState title="Oops">Belum Ada Data Syarat &amp; Ketentuan</EmptyState>
        )}
      </div>
    </>
  );
}
