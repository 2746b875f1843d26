import * as styles from './footer.css';

type Logo = { src: string; alt: string; width: number; height: number };

// WebP, not SVG: an SVG image is a document the browser parses and paints on the main thread.

const BANKS: readonly Logo[] = [
  { src: '/site/banks/bca.webp', alt: 'BCA', width: 80, height: 40 },
  { src: '/site/banks/bri.webp', alt: 'BRI', width: 80, height: 40 },
  { src: '/site/banks/bni.webp', alt: 'BNI', width: 80, height: 40 },
  { src: '/site/banks/mandiri.webp', alt: 'Mandiri', width: 80, height: 40 },
  { src: '/site/banks/permata.webp', alt: 'Permata', width: 80, height: 40 },
];

const SUPPORTERS: readonly Logo[] = [
  { src: '/site/support/health-quarantine.webp', alt: 'Karantina Kesehatan', width: 80, height: 40 },
  { src: '/site/support/health-ministry.webp', alt: 'Kementerian Kesehatan', width: 80, height: 40 },
  { src: '/site/support/covid-app.webp', alt: 'Aplikasi Covid-19', width: 80, height: 40 },
  { src: '/site/support/university.webp', alt: 'Universitas mitra', width: 80, height: 40 },
];

function LogoList({ logos }: { logos: readonly Logo[] }) {
  return (
    <ul className={styles.logos}>
      {logos.map((logo) => (
        <li key={logo.src}>
          <img
            className={styles.logo}
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

export function FooterPayments() {
  return (
    <div>
      <h2 className={styles.heading}>Metode Pembayaran</h2>
      <p className={styles.text}>Transfer Bank</p>
      <LogoList logos={BANKS} />
    </div>
  );
}

export function FooterSupporters() {
  return (
    <div>
      <h2 className={styles.heading}>Support By</h2>
      <LogoList logos={SUPPORTERS} />
    </div>
  );
}
