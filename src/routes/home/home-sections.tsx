import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { faqQueries } from '@/api/faq/faq.queries';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { ContactSection } from '@/features/contact/contact-section';
import { FaqSection } from '@/features/faq/faq-section';
import { ServicesGrid } from '@/features/services/services-grid';
import { startingPrice } from '@/features/services/starting-price';
import { WhyUsStats } from '@/features/why-us/why-us-stats';
import { paths } from '@/lib/paths';
import { container, section } from '@/ui/container.css';
import { SectionHeading } from '@/ui/section-heading';
import * as styles from './home.css';

// Each section reads its own query, so each shows its skeleton, data or empty state on its own.

export function HomeServices() {
  const titleId = useId();
  const { data, isPending } = useQuery(serviceQueries.list());
  return (
    <section className={`${section} ${styles.alt}`} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeading id={titleId} title="Layanan Kami" subtitle="Pilih layanan kesehatan yang Anda butuhkan, kami datang ke rumah." />
        <ServicesGrid services={data} pending={isPending} />
      </div>
    </section>
  );
}

export function HomeStats() {
  const whyUs = useQuery(siteQueries.whyUs());
  const services = useQuery(serviceQueries.list());
  return <WhyUsStats whyUs={whyUs.data} pending={whyUs.isPending} startPrice={startingPrice(services.data)} />;
}

export function HomeFaq() {
  const { data, isPending } = useQuery(faqQueries.home());
  return <FaqSection faqs={data} pending={isPending} moreHref={paths.faq.getHref()} />;
}

export function HomeContact() {
  const { data, isPending } = useQuery(siteQueries.contact());
  return <ContactSection contact={data} pending={isPending} />;
}
