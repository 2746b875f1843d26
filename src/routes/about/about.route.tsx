import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '@/api/site/site.queries';
import { BRAND_NAME } from '@/lib/brand';
import type { CleanHtml } from '@/lib/clean-html';
import { aboutVideoSources } from '@/lib/config';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { SafeHtml } from '@/ui/safe-html';
import { Skeleton } from '@/ui/skeleton';
import { Stack } from '@/ui/stack';
import { AboutMedia } from './about-media';
import { AboutSocial } from './about-social';
import * as styles from './about.css';

const UNAVAILABLE = 'Tidak tersedia';

// The API serves no about video: it is configured at build time (VITE_ABOUT_VIDEO_URL).
const ABOUT_VIDEO = aboutVideoSources();
const ABOUT_POSTER = '/site/about-poster.svg';

function TextSkeleton({ lines }: { lines: number }) {
  return (
    <Stack gap="xs">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

export function Component() {
  const about = useQuery(siteQueries.about());
  const contact = useQuery(siteQueries.contact());

  const block = (html: CleanHtml | null | undefined, lines: number) =>
    about.isPending ? <TextSkeleton lines={lines} /> : <SafeHtml html={html} fallback={UNAVAILABLE} />;

  return (
    <>
      <PageHeader title="Tentang Kami" />
      <section className={`${container} ${section} ${styles.intro}`} aria-label={`Tentang ${BRAND_NAME}`}>
        <AboutMedia sources={ABOUT_VIDEO} poster={ABOUT_POSTER} label={`Tentang ${BRAND_NAME}`} />
        <Stack gap="lg">
          {block(about.data?.about?.description, 6)}
          <AboutSocial contact={contact.data} loading={contact.isPending} />
        </Stack>
      </section>
      <div className={`${container} ${styles.values}`}>
        <section className={styles.valueCard} aria-labelledby="about-vision">
          <h2 id="about-vision" className={styles.valueTitle}>
            Visi
          </h2>
          {block(about.data?.vision?.description, 3)}
        </section>
        <section className={styles.valueCard} aria-labelledby="about-mission">
          <h2 id="about-mission" className={styles.valueTitle}>
            Misi
          </h2>
          {block(about.data?.mission?.description, 4)}
        </section>
      </div>
    </>
  );
}
