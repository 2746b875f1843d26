import type { ServiceCard } from '@/api/services/services.schemas';

/** Shown when no service has a start price. */
export const DEFAULT_START_PRICE = 175000;

export function startingPrice(services: readonly ServiceCard[] | undefined): number {
  const prices = (services ?? [])
    .map((service) => service.start_price)
    .filter((price): price is number => price !== null && Number.isFinite(price) && price > 0);
  return prices.length ? Math.min(...prices) : DEFAULT_START_PRICE;
}
