import { useParams } from 'react-router';
import { useCareer } from '@/features/careers/use-career';
import { hasEnded } from '@/lib/dates';
import { formatLongDate } from '@/lib/format';
import { useRenderTime } from '@/lib/render-clock';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { ApplicantForm } from './applicant-form';

export function Component() {
  const { slug = '' } = useParams();
  const { data: career, isPending } = useCareer(slug);
  // A prerendered form hydrates as the build saw the opening, then closes if it has since ended.
  const now = useRenderTime();

  const title = isPending ? <Skeleton width="16rem" height="2.25rem" /> : (career?.position ?? 'Form Lamaran');
  const deadline = career ? formatLongDate(career.deadline) : undefined;

  return (
    <>
      <PageHeader title={title} subtitle={deadline ? `Aktif Sampai ${deadline}` : undefined} />
      <div className={`${container} ${section}`}>
        {/* Reached by an old link or a page kept open past the deadline: nothing to send. */}
        {hasEnded(career?.deadline, now) ? <EmptyState>Lowongan ditutup</EmptyState> : <ApplicantForm slug={slug} />}
      </div>
    </>
  );
}
