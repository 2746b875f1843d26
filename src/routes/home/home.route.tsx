import type { QueryClient } from '@tanstack/react-query';
import { faqQueries } from '@/api/faq/faq.queries';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { OrderSteps } from '@/ui/home-sections/order-steps';
import { prefetch } from '../loaders';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';
import { HomeContact, HomeFaq, HomeServices, HomeStats } from './home-sections';

export function clientLoader(queryClient: QueryClient) {
  return () => {
    prefetch(
      queryClient,
      siteQueries.banners(),
      serviceQueries.list(),
      siteQueries.whyUs(),
      faqQueries.home(),
      siteQueries.contact(),
    );
    return null;
  };
}

export function Component() {
  return (
    <>
      <HomeHero />
      <HomeIntro />
      <HomeServices />
      <HomeStats />
      <OrderSteps />
      <HomeFaq />
      <HomeContact />
    </>
  );
}
