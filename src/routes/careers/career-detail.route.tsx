import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { careerQueries } from '@/api/careers/careers.queries';
import { formatLongDate } from '@/lib/format';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { CareerDetailBody, CareerDetailSkeleton } from './career-detail-body';
import { readCareerNavState } from '@/api/careers/career-nav-state';

export function Component() {
  const { slug = '' } = useParams();
  const passed = readCareerNavState(useLocation().state);
  const { data: career, isPending } = useQuery(careerQueries.detail(slug));

  const title = passed.title ?? career?.position ?? 'Detail Karir';
  const deadline = passed.subtitle ?? (career ? formatLongDate(career.deadline) : undefined);
  const subtitle =
    deadline === undefined && isPending ? <Skeleton width="12rem" height="1.25rem" /> : `Aktif Sampai : ${deadline ?? '-'}`;

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className={`${container} ${section}`}>
        {isPending ? (
          <CareerDetailSkeleton />
        ) : career ? (
          <CareerDetailBody career={career} title={title} />
        ) : (
          <EmptyState>Data tidak ditemukan.</EmptyState>
        )}
      </div>
    </>
  );
}
