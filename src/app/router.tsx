import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { articleQueries, commentQueries } from '@/api/articles/articles.queries';
import { careerQueries } from '@/api/careers/careers.queries';
import { listedCareer } from '@/api/careers/listed-career';
import { deviceQueries } from '@/api/devices/devices.queries';
import { documentQueries } from '@/api/documents/documents.queries';
import { faqQueries } from '@/api/faq/faq.queries';
import { promotionQueries } from '@/api/promotions/promotions.queries';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { htmlExcerpt } from '@/lib/format';
import { readCareerFilters, readSearch } from '@/lib/lists/list-params';
import { paths } from '@/lib/paths';
import { serviceChatMessage } from '@/lib/whatsapp';
import { NotFound } from './errors/not-found';
import { RootError, RouteError } from './errors/route-error';
import { RootLayout } from './layout/root-layout';
import { ScreenFallback } from './layout/screen-fallback';
import { screen, withScreenCode } from './screen';
import { ensureRecord, firstView, firstViewList, prefetch, rejectUnknown, type AnyQuery } from './loaders';
import type { PageRecord, RouteHandle } from './route-handle';
import { articleJsonLd, deviceJsonLd, type Crumb } from './seo/structured-data';

const slugOf = ({ params }: Pick<LoaderFunctionArgs, 'params'>) => params.slug ?? '';
const searchOf = ({ request }: Pick<LoaderFunctionArgs, 'request'>) => new URL(request.url).searchParams;

type DetailQuery = PageRecord['query'] & AnyQuery;

interface RecordPage extends Omit<PageRecord, 'query'> {
  parent: Crumb;
  alongside?: (queryClient: QueryClient, slug: string) => void;
  /** How the loader waits for the record; by default any failure but a 404 is an in-frame message. */
  wait?: (queryClient: QueryClient, record: DetailQuery, slug: string) => Promise<unknown>;
}

/** Which query client a loader fills: the browser's one, or on the server the page's, from its request's context. */
export type LoaderClient = (args: Pick<LoaderFunctionArgs, 'context'>) => QueryClient;

/** A loader that fills its query client and leaves the router no data of its own. */
type Load = (body: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>) => LoaderFunction;

function recordRoute(load: Load, detail: (slug: string) => DetailQuery, page: RecordPage): Pick<RouteObject, 'loader' | 'handle'> {
  const { parent, alongside, wait = (queryClient, record) => ensureRecord(queryClient, record), ...described } = page;
  return {
    loader: load(async (queryClient, args) => {
      const slug = slugOf(args);
      alongside?.(queryClient, slug);
      await wait(queryClient, detail(slug), slug);
    }),
    handle: { record: (params) => ({ query: detail(params.slug ?? ''), ...described }), parent } satisfies RouteHandle,
  };
}

/** The one route table: loaders await the first view and prefetch the rest; the frame has no loader. */
export function createRoutes(client: QueryClient | LoaderClient): RouteObject[] {
  const clientOf: LoaderClient = typeof client === 'function' ? client : () => client;
  const load: Load = (body) => async (args) => {
    await body(clientOf(args), args);
    return null;
  };
  const screens: RouteObject[] = [
    {
      path: paths.home.path,
      loader: load(async (queryClient) => {
        prefetch(queryClient, siteQueries.whyUs(), faqQueries.home(), siteQueries.contact());
        await firstView(queryClient, siteQueries.banners(), serviceQueries.list());
      }),
      Component: screen('src/routes/home/home.route.tsx', () => import('@/routes/home/home.route')),
      HydrateFallback: () => <ScreenFallback hero />,
      handle: { provider: true } satisfies RouteHandle,
    },
    {
      path: paths.services.path,
      loader: load(async (queryClient) => {
        await firstView(queryClient, serviceQueries.list());
      }),
      Component: screen('src/routes/services/services.route.tsx', () => import('@/routes/services/services.route')),
      HydrateFallback: () => <ScreenFallback title="Layanan" />,
    },
    {
      path: paths.service.path,
      ...recordRoute(load, serviceQueries.detail, {
        alongside: (queryClient, slug) =>
          prefetch(queryClient, faqQueries.service(slug), siteQueries.whyUs(), siteQueries.contact(), serviceQueries.list()),
        meta: ({ service, seo }) => ({
          seo,
          title: service.name,
          text: htmlExcerpt(service.description),
          image: service.service_banners[0]?.path_banner ?? service.icon,
          chat: serviceChatMessage(service.name),
        }),
        parent: { name: 'Layanan', path: paths.services.getHref() },
      }),
      Component: screen('src/routes/services/service-detail.route.tsx', () => import('@/routes/services/service-detail.route')),
      HydrateFallback: () => <ScreenFallback hero />,
    },
    {
      path: paths.contact.path,
      loader: load(async (queryClient) => {
        await firstView(queryClient, siteQueries.contact());
      }),
      Component: screen('src/routes/contact/contact.route.tsx', () => import('@/routes/contact/contact.route')),
      HydrateFallback: () => <ScreenFallback title="Kontak" />,
    },
    {
      path: paths.about.path,
      loader: load(async (queryClient) => {
        prefetch(queryClient, siteQueries.contact());
        await firstView(queryClient, siteQueries.about());
      }),
      Component: screen('src/routes/about/about.route.tsx', () => import('@/routes/about/about.route')),
      HydrateFallback: () => <ScreenFallback title="Tentang Kami" />,
    },
    {
      path: paths.faq.path,
      loader: load(async (queryClient, args) => {
        prefetch(queryClient, faqQueries.categories());
        await firstViewList(queryClient, faqQueries.list, searchOf(args));
      }),
      Component: screen('src/routes/faq/faq.route.tsx', () => import('@/routes/faq/faq.route')),
      HydrateFallback: () => <ScreenFallback title="FAQ" />,
    },
    {
      path: paths.terms.path,
      loader: load(async (queryClient) => {
        await firstView(queryClient, documentQueries.list());
      }),
      Component: screen('src/routes/terms/terms.route.tsx', () => import('@/routes/terms/terms.route')),
      HydrateFallback: () => <ScreenFallback title="Syarat & Ketentuan" />,
    },
    {
      path: paths.privacy.path,
      Component: screen('src/routes/privacy/privacy.route.tsx', () => import('@/routes/privacy/privacy.route')),
      HydrateFallback: () => <ScreenFallback title="Kebijakan Privasi" />,
    },
    {
      path: paths.articles.path,
      loader: load(async (queryClient, args) => {
        const params = searchOf(args);
        const search = readSearch(params);
        // The popular carousel is shown only while nothing is searched.
        await Promise.all([
          firstViewList(queryClient, articleQueries.list, params),
          search ? prefetch(queryClient, articleQueries.popular()) : firstView(queryClient, articleQueries.popular()),
        ]);
      }),
      Component: screen('src/routes/articles/article-list.route.tsx', () => import('@/routes/articles/article-list.route')),
      HydrateFallback: () => <ScreenFallback title="Artikel" />,
    },
    {
      path: paths.article.path,
      ...recordRoute(load, articleQueries.detail, {
        alongside: (queryClient, slug) => prefetch(queryClient, commentQueries.list(slug)),
        meta: ({ article }) => ({
          title: article.article_title,
          text: htmlExcerpt(article.article_description),
          image: article.article_image,
        }),
        structuredData: ({ article }, page) => articleJsonLd(article, page.url, page.site),
        parent: { name: 'Artikel', path: paths.articles.getHref() },
      }),
      Component: screen('src/routes/articles/article-detail.route.tsx', () => import('@/routes/articles/article-detail.route')),
      HydrateFallback: () => <ScreenFallback />,
    },
    {
      path: paths.promotions.path,
      loader: load(async (queryClient, args) => {
        await firstViewList(queryClient, promotionQueries.list, searchOf(args));
      }),
      Component: screen('src/routes/promotions/promotion-list.route.tsx', () => import('@/routes/promotions/promotion-list.route')),
      HydrateFallback: () => <ScreenFallback title="Promosi" />,
    },
    {
      path: paths.promotion.path,
      ...recordRoute(load, promotionQueries.detail, {
        meta: ({ promotion }) => ({
          title: promotion.title,
          text: htmlExcerpt(promotion.description),
          image: promotion.banner,
        }),
        parent: { name: 'Promosi', path: paths.promotions.getHref() },
      }),
      Component: screen('src/routes/promotions/promotion-detail.route.tsx', () => import('@/routes/promotions/promotion-detail.route')),
      HydrateFallback: () => <ScreenFallback />,
    },
    {
      path: paths.devices.path,
      loader: load(async (queryClient, args) => {
        await firstViewList(queryClient, deviceQueries.list, searchOf(args));
      }),
      Component: screen('src/routes/devices/device-list.route.tsx', () => import('@/routes/devices/device-list.route')),
      HydrateFallback: () => <ScreenFallback title="Sewa Alat Kesehatan" />,
    },
    {
      path: paths.device.path,
      ...recordRoute(load, deviceQueries.detail, {
        meta: ({ medical_device: device, seo }) => ({
          seo,
          title: device.title,
          text: htmlExcerpt(device.description),
          image: device.thumbnail,
        }),
        structuredData: ({ medical_device: device }, page) => deviceJsonLd(device, page.url, page.site),
        parent: { name: 'Sewa Alat Kesehatan', path: paths.devices.getHref() },
      }),
      Component: screen('src/routes/devices/device-detail.route.tsx', () => import('@/routes/devices/device-detail.route')),
      HydrateFallback: () => <ScreenFallback />,
    },
    {
      path: paths.careers.path,
      loader: load(async (queryClient, args) => {
        prefetch(queryClient, careerQueries.placements(), careerQueries.educations(), careerQueries.positions());
        await firstView(queryClient, careerQueries.list(readCareerFilters(searchOf(args))));
      }),
      Component: screen('src/routes/careers/career-list.route.tsx', () => import('@/routes/careers/career-list.route')),
      HydrateFallback: () => <ScreenFallback title="Karir" />,
    },
    {
      // An unknown or failing opening shows 'Data tidak ditemukan.' in place, not the not-found screen.
      path: paths.career.path,
      // No JobPosting: Google requires datePosted, which the career record lacks (README).
      ...recordRoute(load, careerQueries.detail, {
        wait: async (queryClient, record, slug) => {
          if (listedCareer(queryClient, slug)) prefetch(queryClient, record);
          else await firstView(queryClient, record);
        },
        meta: (career) => (career ? { title: career.position, text: htmlExcerpt(career.description) } : {}),
        parent: { name: 'Karir', path: paths.careers.getHref() },
      }),
      Component: screen('src/routes/careers/career-detail.route.tsx', () => import('@/routes/careers/career-detail.route')),
      HydrateFallback: () => <ScreenFallback />,
    },
    {
      path: paths.applicant.path,
      loader: load(async (queryClient, args) => {
        await rejectUnknown(queryClient, careerQueries.detail(slugOf(args)));
      }),
      Component: screen('src/routes/applicant/applicant.route.tsx', () => import('@/routes/applicant/applicant.route')),
      HydrateFallback: () => <ScreenFallback title="Form Lamaran" />,
    },
    {
      path: paths.partner.path,
      Component: screen('src/routes/partner/partner.route.tsx', () => import('@/routes/partner/partner.route')),
      HydrateFallback: () => <ScreenFallback title="Gabung Kemitraan Kami" />,
    },
    {
      path: paths.reservation.path,
      loader: load(async (queryClient) => {
        await firstView(queryClient, serviceQueries.picks());
      }),
      Component: screen('src/routes/reservation/reservation.route.tsx', () => import('@/routes/reservation/reservation.route')),
      HydrateFallback: () => <ScreenFallback title="Reservasi" />,
    },
    {
      path: paths.validation.path,
      Component: screen('src/routes/validation/validation.route.tsx', () => import('@/routes/validation/validation.route')),
      HydrateFallback: () => <ScreenFallback title="Validasi Dokumen" />,
    },
    { path: '*', Component: NotFound, handle: { notFound: true } satisfies RouteHandle },
  ];

  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RootError />,
      // Screen errors render inside the frame: a 404 as the not-found screen, a failed record with 'Coba Lagi'.
      children: [{ errorElement: <RouteError />, children: screens.map(withScreenCode) }],
    },
  ];
}
