import { useId, useState } from 'react';
import type { Service } from '@/api/services/services.schemas';
import { NO_VALUE } from '@/lib/format';
import { container, section } from '@/ui/container.css';
import { SafeHtml } from '@/ui/safe-html';
import { SectionHeading } from '@/ui/section-heading';
import * as styles from './service-detail.css';

/** At most one sub-service is selected, its description replacing the task's; mount with `key={service.slug}`. */
export function ServiceOverview({ service }: { service: Service }) {
  const titleId = useId();
  const panelId = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const subService = selected === null ? null : (service.sub_services[selected] ?? null);
  const toggle = (index: number) => setSelected((current) => (current === index ? null : index));
  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={`${container} ${styles.narrow}`}>
        <SectionHeading id={titleId} title={`Tentang Layanan ${service.name}`} />
        <SafeHtml html={service.description} fallback={NO_VALUE} />
        {service.sub_services.length ? (
          <>
            <h3 className={styles.subheading}>{`Kategori ${service.name}`}</h3>
            <div className={styles.chips} role="group" aria-label={`Kategori ${service.name}`}>
              {service.sub_services.map((item, index) => (
                <button
                  key={`${index}-${item.name}`}
                  type="button"
                  className={styles.chip}
                  aria-pressed={selected === index}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  {item.name}
                </button>
              ))}
            </div>
          </>
        ) : null}
        <div id={panelId} className={styles.panel} aria-live="polite">
          <SafeHtml html={subService ? subService.description : service.task_description} fallback={NO_VALUE} />
        </div>
      </div>
    </section>
  );
}
