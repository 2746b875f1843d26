import { useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBodySchema } from '@/api/shared.schemas';
import { siteQueries } from '@/api/site/site.queries';
import { BRAND_NAME, siteUrl } from '@/lib/config';
import { usePageSeoOverride, type PageSeo } from '@/lib/page-seo';

export const DEFAULT_SEO = {
  title: `${BRAND_NAME} - Layanan Kesehatan Homecare yang Datang ke Rumah Anda`,
  description:
    'Layanan kesehatan homecare membantu perawatan dan pemulihan tanpa perlu antre di rumah sakit atau klinik.',
  keywords:
    'homecare, perawat homecare, fisioterapi, terapi wicara, akupunktur, laboratorium, swab test, sunat di rumah, sewa alat kesehatan, panggil dokter',
} as const;

export const SEO_FETCH_FAILED = 'Failed to fetch SEO data';

/**
 * The message of the last failed metadata look-up (spec section 8: stored, never shown);
 * null once a look-up succeeds again.
 */
export let lastSeoError: string | null = null;

function recordSeoError(message: string | null) {
  lastSeoError = message;
}

/** The server's `message` when the error body has one, else the fixed text. */
export async function seoErrorMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const parsed = ErrorBodySchema.safeParse(await error.response.clone().json());
      if (parsed.success && parsed.data.message) return parsed.data.message;
    } catch {
      // Not JSON, or the body was already read: fall back to the fixed text.
    }
  }
  return SEO_FETCH_FAILED;
}

const filled = (value: string | null | undefined) => value?.trim() || null;

/**
 * Records may carry a path ('/service/perawat'): canonical and og:url need an absolute URL,
 * and one of a web page (a javascript: or data: record falls back to the page's own URL).
 */
function absoluteUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${siteUrl()}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The head tags of every page: the path's metadata record (or a detail screen's own, which
 * wins), field by field over the defaults, plus the fixed tags. React 19 hoists them to <head>.
 */
export function PageHead() {
  const { pathname } = useLocation();
  const pageUrl = `${siteUrl()}${pathname}`;
  const override = usePageSeoOverride();
  const { data, error, status } = useQuery(siteQueries.seo(pageUrl));

  useEffect(() => {
    if (status === 'success') recordSeoError(null);
    if (status !== 'error') return;
    let current = true;
    void seoErrorMessage(error).then((message) => {
      if (current) recordSeoError(message);
    });
    return () => {
      current = false;
    };
  }, [status, error]);

  if (!override && status === 'pending') return null;

  const record: PageSeo | null = override ?? data ?? null;
  const title = filled(record?.meta_title) ?? DEFAULT_SEO.title;
  const description = filled(record?.meta_description) ?? DEFAULT_SEO.description;
  const keywords = filled(record?.meta_keyword) ?? DEFAULT_SEO.keywords;
  const recordUrl = absoluteUrl(filled(record?.url));
  const shareImage = `${siteUrl()}/favicon.svg`;

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <link rel="canonical" href={recordUrl ?? pageUrl} />
      <meta name="author" content={BRAND_NAME} />
      <meta name="language" content="id" />
      <meta name="country" content="id" />
      <meta name="copyright" content="2024" />
      <meta name="robots" content="index, follow" />
      <meta name="revisit-after" content="1 days" />
      <meta httpEquiv="content-language" content="EN, ID" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={recordUrl ?? siteUrl()} />
      <meta property="og:type" content="article" />
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content="650" />
      <meta property="og:image:height" content="366" />
    </>
  );
}
