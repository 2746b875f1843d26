import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@/api/site/site.schemas';
import { siteQueries } from '@/api/site/site.queries';
import { BRAND_NAME } from '@/lib/brand';
import { CONSULTATION_GREETING, whatsappUrl } from '@/lib/whatsapp';
import { button } from '@/ui/button.css';
import { Carousel } from '@/ui/carousel';
import { container } from '@/ui/container.css';
import { Image } from '@/ui/image';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './home-hero.css';

export const HERO_AUTOPLAY_MS = 3000;

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <div className={styles.slide}>
      <Image
        src={banner.path_banner}
        width={1440}
        height={600}
        alt=""
        className={styles.image}
        priority={first}
      />
      {banner.title || banner.sub_title ? (
        <div className={styles.caption}>
          {banner.title ? <h2 className={styles.title}>{banner.title}</h2> : null}
          {banner.sub_title ? <p className={styles.subtitle}>{banner.sub_title}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Stands in for the banners when there are none (or their call failed). */
function FallbackBand() {
  return (
    <div className={styles.fallbackBand}>
      <div className={container}>
        <h2 className={styles.title}>Layanan Kesehatan Homecare yang Datang ke Rumah Anda</h2>
        <p className={styles.subtitle}>Perawat, terapis, petugas laboratorium hingga dokter siap datang ke tempat Anda.</p>
      </div>
    </div>
  );
}

export function HomeHero() {
  const { data: banners, isPending } = useQuery(siteQueries.banners());
  let visual;
  if (isPending)
    visual = (
      <div className={styles.placeholder}>
        <Skeleton height="100%" radius="0" />
      </div>
    );
  else if (!banners?.length) visual = <FallbackBand />;
  else
    visual = (
      <Carousel
        label="Banner utama"
        autoplayMs={HERO_AUTOPLAY_MS}
        loop
        effect="fade"
        pagination
        slides={banners.map((banner, index) => (
          <BannerSlide key={index} banner={banner} first={index === 0} />
        ))}
      />
    );
  return (
    <section className={styles.hero}>
      <h1 className="visually-hidden">{`${BRAND_NAME}: layanan kesehatan homecare yang datang ke rumah Anda`}</h1>
      {visual}
      <div className={styles.cta}>
        <a
          href={whatsappUrl(CONSULTATION_GREETING)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button({ tone: 'whatsapp', size: 'lg' })} ${styles.ctaButton}`}
        >
          Hubungi Kami
        </a>
      </div>
    </section>
  );
}
