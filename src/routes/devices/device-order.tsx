import { useId, useState } from 'react';
import type { Device } from '@/api/devices/devices.schemas';
import { formatRupiah, NO_VALUE } from '@/lib/format';
import { whatsappUrl } from '@/lib/whatsapp';
import { button } from '@/ui/button.css';
import { defaultPeriodIndex } from './default-period';
import * as styles from './device-order.css';

/** The order message names the device, and the chosen period and its price when there is one. */
export function rentalMessage(title: string, period?: { period: string; price: number }): string {
  if (!period) return `Halo Saya ingin sewa ${title}`;
  return `Halo Saya ingin sewa ${title} (${period.period}) dengan harga ${formatRupiah(period.price)}`;
}

export function DeviceOrder({ device }: { device: Device }) {
  const periods = device.display_medical_device_periods;
  const [selected, setSelected] = useState(() => defaultPeriodIndex(periods));
  const period = periods[selected];
  const price = period?.price ?? device.start_price;
  const labelId = useId();

  return (
    <div className={styles.order}>
      {periods.length > 0 ? (
        <div className={styles.periodBox}>
          <p id={labelId} className={styles.label}>
            Periode sewa
          </p>
          <div className={styles.periods} role="group" aria-labelledby={labelId}>
            {periods.map((item, index) => (
              <button
                key={`${item.sequence}-${item.period}`}
                type="button"
                className={styles.period}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                {item.period}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <p className={styles.price} aria-live="polite">
        {price !== null ? formatRupiah(price) : NO_VALUE}
      </p>
      <a
        href={whatsappUrl(rentalMessage(device.title, period))}
        target="_blank"
        rel="noopener noreferrer"
        className={button({ tone: 'whatsapp', size: 'lg', block: true })}
      >
        Pesan Sekarang
      </a>
    </div>
  );
}
