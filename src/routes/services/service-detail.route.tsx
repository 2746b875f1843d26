import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { serviceQueries } from '@/api/services/services.queries';
import { OrderSteps } from '@/features/services/order-steps';
import { ServiceCandidates } from './service-candidates';
import { ServiceComparison } from './service-comparison';
import { ServiceContact, ServiceFaq, ServiceStats } from './service-detail-sections';
import { ServiceHero } from './service-hero';
import { ServiceOverview } from './service-overview';

export function Component() {
  const { slug = '' } = useParams();
  const { data } = useSuspenseQuery(serviceQueries.detail(slug));
  const { service } = data;
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
