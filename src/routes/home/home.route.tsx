import { OrderSteps } from '@/features/services/order-steps';
import { HydrateLater } from '@/ui/hydrate-later';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';
import { HomeContact, HomeFaq, HomeServices, HomeStats } from './home-sections';

export function Component() {
  return (
    <>
      <HomeHero />
      <HomeIntro />
      {/* Below the first view on a phone: each hydrates after the first commit (HydrateLater). */}
      <HydrateLater>
        <HomeServices />
      </HydrateLater>
      <HydrateLater>
        <HomeStats />
      </HydrateLater>
      <HydrateLater>
        <OrderSteps />
      </HydrateLater>
      <HydrateLater>
        <HomeFaq />
      </HydrateLater>
      <HydrateLater>
        <HomeContact />
      </HydrateLater>
    </>
  );
}
