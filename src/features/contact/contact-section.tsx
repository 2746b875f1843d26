import { useId } from 'react';
import type { Contact } from '@/api/site/site.schemas';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { SectionHeading } from '@/ui/section-heading';
import { ContactButtons, ContactButtonsPlaceholder } from './contact-buttons';

export function ContactSection({ contact, pending }: { contact: Contact | undefined; pending: boolean }) {
  const titleId = useId();
  let body;
  if (pending) {
    body = <ContactButtonsPlaceholder />;
  } else if (!contact) {
    body = <EmptyState>Data kontak belum tersedia.</EmptyState>;
  } else {
    body = <ContactButtons contact={contact} />;
  }
  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeading id={titleId} title="Hubungi Kami" subtitle="Tim kami siap membantu konsultasi dan reservasi Anda." />
        {body}
      </div>
    </section>
  );
}
