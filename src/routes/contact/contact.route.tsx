import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '@/api/site/site.queries';
import { ContactButtons, ContactButtonsPlaceholder } from '@/features/contact/contact-buttons';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';

function ContactBody() {
  const { data, isPending } = useQuery(siteQueries.contact());
  if (isPending) return <ContactButtonsPlaceholder />;
  if (!data) return <EmptyState>Data kontak belum tersedia.</EmptyState>;
  return <ContactButtons contact={data} groupHeading="h2" />;
}

export function Component() {
  return (
    <>
      <PageHeader title="Kontak" subtitle="Hubungi kami untuk konsultasi dan reservasi layanan kesehatan di rumah." />
      <div className={`${container} ${section}`}>
        <ContactBody />
      </div>
    </>
  );
}
