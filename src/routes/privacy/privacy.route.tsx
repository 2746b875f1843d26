import { BRAND_NAME } from '@/lib/brand';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { Stack } from '@/ui/stack';
import { POLICY_SECTIONS } from './privacy-sections';
import * as styles from './privacy.css';

/** Static sections, no API call. */
export function Component() {
  return (
    <>
      <PageHeader title="Kebijakan Privasi" subtitle={`Aplikasi ${BRAND_NAME}`} />
      <div className={`${container} ${section}`}>
        <Stack gap="xl" className={styles.document}>
          {POLICY_SECTIONS.map(({ letter, title, body }) => (
            <section key={letter} className={styles.section} aria-labelledby={`privacy-${letter}`}>
              <h2 id={`privacy-${letter}`} className={styles.heading}>
                {`${letter}. ${title}`}
              </h2>
              {body}
            </section>
          ))}
        </Stack>
      </div>
    </>
  );
}
