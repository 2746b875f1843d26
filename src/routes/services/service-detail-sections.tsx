import { useQuery } from '@tanstack/react-query';
import { faqQueries } from '@/api/faq/faq.queries';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { ContactSection } from '@/features/contact/contact-section';
import { FaqSection } from '@/features/faq/faq-section';
import { startingPrice } from '@/features/services/starting-price';
import { WhyUsStats } from '@/features/why-us/why-us-stats';

// Prefetched without waiting: each section shows its skeleton, data or empty state, and keeps its failure.

export function ServiceStats() {
  const whyUs = useQuery(siteQueries.whyUs());
  const services = useQuery(serviceQueries.list());
  return <WhyUsStats whyUs={whyUs.data} pending={whyUs.isPending} startPrice={startingPrice(services.data)} />;
}

export function ServiceFaq({ slug }: { slug: string }) {
  const { data, isPending } = useQuery(faqQueries.service(slug));
  return <FaqSection faqs={data} pending={isPending} />;
}

export function ServiceContact() {
  const { data, isPending } = useQuery(siteQueries.contact());
  return <ContactSection contact={data} pending={isPending} />;
}
