import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { isRefused } from '@/api/failure';
import { loadCalls } from '@/api/load-calls';
import { SEO_FETCH_FAILED, type SeoLookup } from '@/api/site/seo-lookup';
import { siteQueries } from '@/api/site/site.queries';
import { BRAND_NAME } from '@/lib/brand';
import { siteUrl } from '@/lib/config';
import { useNotFoundShown } from '../errors/not-found';
import { usePageRecord, type PageSeo, type RecordMeta } from '../route-handle';
import { DEFAULT_SEO } from '../seo/default-head';
import { DEFAULT_SHARE_IMAGE } from '../seo/images';
import { absoluteWebUrl } from '../seo/json-ld';
import { PageStructuredData } from './structured-data';

/** The message of the last look-up that found nothing (a 404 or a failure): stored, never shown. */
export let lastSeoError: string | null = null;

function recordSeoError(message: string | null) {
  lastSeoError = message;
}

export async function seoErrorMessage(error: unknown): Promise<string> {
  if (!isRefused(error)) return SEO_FETCH_FAILED;
  // Read with the calls' code, which the look-up that failed has loaded already.
  const calls = await loadCalls().catch(() => null);
  return calls ? calls.seoFailureMessage(error.response) : SEO_FETCH_FAILED;
}

const NO_ANSWER_YET: SeoLookup = { record: null, message: null };

const filled = (value: string | null | undefined) => value?.trim() || null;

/** WhatsApp and Facebook show no SVG in a link preview: such a record image shares as none. */
const previewable = (url: string | null) => (url && !/\.svgz?$/i.test(new URL(url).pathname) ? url : null);

/** On <html> while the path's metadata look-up has not answered. */
export const HEAD_PENDING = 'data-head-pending';

const STATIC_DEFAULTS = 'head [data-default-head]';

/** Every page's head tags, field by field as docs/behaviour.md §6 orders them, plus the fixed tags. */
export function PageHead() {
  const { pathname } = useLocation();
  const pageUrl = `${siteUrl()}${pathname}`;
  const page = usePageRecord();
  const notFound = useNotFoundShown();
  const { data, error, status, isPlaceholderData } = useQuery({
    ...siteQueries.seo(pathname),
    // Only a first visit waits on index.html's defaults; after a navigation they stand in meanwhile.
    placeholderData: (_previous, previousQuery) => (previousQuery ? NO_ANSWER_YET : undefined),
  });

  // A path with no record is an answer (its message comes with it), not an error: nothing logs it.
  const noRecordMessage = data?.message ?? null;
  useEffect(() => {
    if (status === 'success') recordSeoError(noRecordMessage);
    if (status !== 'error') return;
    let current = true;
    void seoErrorMessage(error).then((message) => {
      if (current) recordSeoError(message);
    });
    return () => {
      current = false;
    };
  }, [status, error, noRecordMessage]);

  // The route announcer (route-focus.tsx) reads the title out once this look-up has answered.
  const lookingUp = status === 'pending' || isPlaceholderData;
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute(HEAD_PENDING, lookingUp);
  }, [lookingUp]);

  const waiting = status === 'pending' && !page.meta;
  useLayoutEffect(() => {
    if (!waiting) document.querySelectorAll(STATIC_DEFAULTS).forEach((element) => element.remove());
  }, [waiting]);

  return (
    <>
      {waiting ? null : <HeadTags pageUrl={pageUrl} own={page.meta} pathRecord={data?.record ?? null} indexable={!notFound} />}
      <PageStructuredData description={DEFAULT_SEO.description} />
    </>
  );
}

interface HeadTagsProps {
  pageUrl: string;
  own: RecordMeta | null;
  pathRecord: PageSeo | null;
  /** False on the not-found screen, which renders robots noindex itself: one robots tag per page. */
  indexable: boolean;
}

function HeadTags({ pageUrl, own, pathRecord, indexable }: HeadTagsProps) {
  const seo = own?.seo ?? null;
  const title = filled(seo?.meta_title) ?? filled(pathRecord?.meta_title) ?? filled(own?.title) ?? DEFAULT_SEO.title;
  const description =
    filled(seo?.meta_description) ?? filled(pathRecord?.meta_description) ?? filled(own?.text) ?? DEFAULT_SEO.description;
  const keywords = filled(seo?.meta_keyword) ?? filled(pathRecord?.meta_keyword) ?? DEFAULT_SEO.keywords;
  // Records may carry a path ('/service/perawat'): canonical, og:url and og:image need absolute
  // URLs, and ones of a web page (a javascript: or data: value falls back to the page's own).
  const recordUrl = absoluteWebUrl(filled(seo?.url) ?? filled(pathRecord?.url), siteUrl());
  const ownImage = previewable(absoluteWebUrl(filled(own?.image), siteUrl()));

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
      {indexable ? <meta name="robots" content="index, follow" /> : null}
      <meta name="revisit-after" content="1 days" />
      <meta httpEquiv="content-language" content="EN, ID" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {/* The same address as the canonical: a link preview reads og:url as the page's identity,
          and the site root there would make every detail without a /seo record share as the home page. */}
      <meta property="og:url" content={recordUrl ?? pageUrl} />
      <meta property="og:type" content="article" />
      {ownImage ? (
        // Its real size is unknown here: no width or height rather than a wrong one.
        <meta property="og:image" content={ownImage} />
      ) : (
        <>
          <meta property="og:image" content={`${siteUrl()}${DEFAULT_SHARE_IMAGE.path}`} />
          <meta property="og:image:width" content={String(DEFAULT_SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(DEFAULT_SHARE_IMAGE.height)} />
          <meta property="og:image:type" content={DEFAULT_SHARE_IMAGE.type} />
        </>
      )}
    </>
  );
}
