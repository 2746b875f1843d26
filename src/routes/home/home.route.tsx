import { OrderSteps } from '@/features/services/order-steps';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';
import { HomeContact, HomeFaq, HomeServices, HomeStats } from './home-sections';

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
