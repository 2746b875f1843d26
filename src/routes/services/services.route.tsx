import { useQuery } from '@tanstack/react-query';
import { serviceQueries } from '@/api/services/services.queries';
import { ServicesGrid } from '@/features/services/services-grid';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';

export function Component() {
  const { data, isPending } = useQuery(serviceQueries.list());
  return (
    <>
      <PageHeader title="Layanan" subtitle="Layanan kesehatan profesional yang datang langsung ke rumah Anda." />
      <div className={`${container} ${section}`}>
        <ServicesGrid services={data} pending={isPending} cardHeading="h2" />
      </div>
    </>
  );
}
