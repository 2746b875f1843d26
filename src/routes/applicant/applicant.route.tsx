import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { careerQueries } from '@/api/careers/careers.queries';
import { hasEnded } from '@/lib/dates';
import { formatLongDate } from '@/lib/format';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { ApplicantForm } from './applicant-form';
import { readCareerNavState } from '@/api/careers/career-nav-state';

export function Component() {
  const { slug = '' } = useParams();
  const passed = readCareerNavState(useLocation().state);
  const { data: career, isPending } = useQuery(careerQueries.detail(slug));
  const waiting = isPending && !passed.title;

  const title = waiting ? <Skeleton width="16rem" height="2.25rem" /> : (passed.title ?? career?.position ?? 'Form Lamaran');
  const deadline = passed.subtitle ?? (career ? formatLongDate(career.deadline) : undefined);

  return (
    <>
      <PageHeader title={title} subtitle={deadline ? `Aktif Sampai ${deadline}` : undefined} />
      <div className={`${container} ${section}`}>
        {/* Reached by an old link or a page kept open past the deadline: nothing to send. */}
        {hasEnded(career?.deadline) ? <EmptyState>Lowongan ditutup</EmptyState> : <ApplicantForm slug={slug} />}
      </div>
    </>
  );
}
