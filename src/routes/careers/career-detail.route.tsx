import { useParams } from 'react-router';
import { useCareer } from '@/features/careers/use-career';
import { formatLongDate } from '@/lib/format';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { CareerDetailBody, CareerDetailSkeleton } from './career-detail-body';

export function Component() {
  const { slug = '' } = useParams();
  // From the list, the opening there heads the screen while its own record loads.
  const { data: career, isPending, isPlaceholderData } = useCareer(slug);

  const title = career?.position ?? 'Detail Karir';
  const subtitle = isPending ? <Skeleton width="12rem" height="1.25rem" /> : `Aktif Sampai : ${formatLongDate(career?.deadline)}`;

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className={`${container} ${section}`}>
        {isPending || isPlaceholderData ? (
          <CareerDetailSkeleton />
        ) : career ? (
          <CareerDetailBody career={career} />
        ) : (
          <EmptyState>Data tidak ditemukan.</EmptyState>
        )}
      </div>
    </>
  );
}
