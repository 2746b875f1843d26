import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { ReservationForm } from './reservation-form';

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
