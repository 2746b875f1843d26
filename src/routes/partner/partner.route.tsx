import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { PartnerForm } from './partner-form';

export function Component() {
  return (
    <>
      <PageHeader title="Gabung Kemitraan Kami" />
      <div className={`${container} ${section}`}>
        <PartnerForm />
      </div>
    </>
  );
}
