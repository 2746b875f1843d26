import type { QueryClient } from '@tanstack/react-query';
import { serviceQueries } from '@/api/services/services.queries';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { prefetch } from '../loaders';
import { ReservationForm } from './reservation-form';

export function clientLoader(queryClient: QueryClient) {
  return () => {
    prefetch(queryClient, serviceQueries.picks());
    return null;
  };
}

export function Component() {
  return (
    <>
      <PageHeader title="Reservasi" />
      <div className={`${container} ${section}`}>
        <ReservationForm />
      </div>
    </>
  );
}
