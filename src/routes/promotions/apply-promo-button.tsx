import { useRecordPromotionClick } from '@/api/promotions/promotions.mutations';
import type { Promotion } from '@/api/promotions/promotions.schemas';
import { hasEnded } from '@/lib/dates';
import { openWhatsappAfter } from '@/lib/open-whatsapp';
import { useRenderTime } from '@/lib/render-clock';
import { whatsappUrl } from '@/lib/whatsapp';
import { button } from '@/ui/button.css';
import { EndedNote } from '@/ui/ended-note';

export const promoMessage = (title: string) => `Halo Saya ingin pesan menggunakan ${title}`;

/** 'Pakai Promo': records the click (PUT), then opens the WhatsApp order chat. */
interface ApplyPromoButtonProps {
  promotion: Pick<Promotion, 'slug' | 'title'>;
  /** Id of the promotion's title, so each of many 'Pakai Promo' buttons says which promo it is. */
  describedBy?: string;
  block?: boolean;
}

export function ApplyPromoButton({ promotion, describedBy, block = false }: ApplyPromoButtonProps) {
  const recordClick = useRecordPromotionClick();
  return (
    <button
      type="button"
      className={button({ tone: 'primary', size: 'md', block })}
      aria-describedby={describedBy}
      aria-busy={recordClick.isPending}
      onClick={() => {
        void openWhatsappAfter(whatsappUrl(promoMessage(promotion.title)), () =>
          recordClick.mutateAsync(promotion.slug),
        );
      }}
    >
      Pakai Promo
    </button>
  );
}

/** Decided when rendering: the API may still list an expired promotion, and a cached page may outlive it. */
export function PromoAction(props: ApplyPromoButtonProps & { promotion: Pick<Promotion, 'expired_date'> }) {
  const now = useRenderTime();
  if (hasEnded(props.promotion.expired_date, now)) return <EndedNote block={props.block}>Promo telah berakhir</EndedNote>;
  return <ApplyPromoButton {...props} />;
}
