import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { faqQueries } from '@/api/faq/faq.queries';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { useChatMessage } from '@/lib/chat-message';
import { usePageSeo } from '@/lib/page-seo';
import { OrderSteps } from '@/ui/home-sections/order-steps';
import { ensureOrNotFound, prefetch } from '../loaders';
import { ServiceCandidates } from './service-candidates';
import { ServiceComparison } from './service-comparison';
import { ServiceContact, ServiceFaq, ServiceStats } from './service-detail-sections';
import { serviceChatMessage, ServiceHero } from './service-hero';
import { ServiceOverview } from './service-overview';

export function clientLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    // The sections start first, so they load while the service record is awaited.
    prefetch(queryClient, faqQueries.service(slug), siteQueries.whyUs(), siteQueries.contact(), serviceQueries.list());
    await ensureOrNotFound(queryClient, serviceQueries.detail(slug));
    return null;
  };
}

/** '/service/:slug': one service, its staff, the comparison, stats, steps, FAQ and contact. */
export function Component() {
  const { slug = '' } = useParams();
  const { data } = useSuspenseQuery(serviceQueries.detail(slug));
  const { service, seo } = data;
  usePageSeo(seo);
  useChatMessage(serviceChatMessage(service.name));
  return (
    <>
      <ServiceHero service={service} />
      <ServiceOverview key={service.slug} service={service} />
      <ServiceCandidates employees={service.employees} />
      <ServiceComparison comparisons={service.service_comparisons} />
      <ServiceStats />
      <OrderSteps />
      <ServiceFaq slug={slug} />
      <ServiceContact />
    </>
  );
}
