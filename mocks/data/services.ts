import type * as z from 'zod/mini';
import type { ServicePickSchema } from '@/api/services/services.schemas';
import { careServices } from './services-care';
import { detailSeo } from './seo';
import { supportServices } from './services-support';

const ORDER = [
  'perawat',
  'fisioterapi',
  'terapi-wicara',
  'akupunktur',
  'laboratorium',
  'swab-test',
  'sunat-di-rumah',
  'sewa-alat-kesehatan',
  'panggil-dokter',
];

const rank = (slug: string) => ORDER.indexOf(slug);

/** The nine services, in the order the site lists them. */
export const services = [...careServices, ...supportServices].sort((a, b) => rank(a.slug) - rank(b.slug));

export type MockService = (typeof services)[number];

export const servicePicks = services.map(({ name, slug, icon_vector }) => ({
  name,
  slug,
  icon_vector,
})) satisfies z.input<typeof ServicePickSchema>[];

export const findService = (slug: string): MockService | undefined => services.find((service) => service.slug === slug);

export const serviceSeo = (service: MockService) =>
  detailSeo(
    `/service/${service.slug}`,
    `${service.name} Home Care`,
    `Reservasi layanan ${service.name.toLowerCase()} Rawatin, tenaga kesehatan bersertifikat datang ke rumah Anda.`,
  );
