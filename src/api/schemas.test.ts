import { describe, expect, it } from 'vitest';
import { DeviceSchema } from './devices/devices.schemas';
import { ServiceSchema } from './services/services.schemas';
import { ArticleSchema, CommentSchema } from './articles/articles.schemas';
import { PromotionSchema } from './promotions/promotions.schemas';
import { MetaSchema } from './shared.schemas';

describe('schemas follow the reading rules of the contract', () => {
  it('accepts prices as numbers or numeric strings and yields numbers', () => {
    const service = ServiceSchema.parse({ name: 'Perawat', slug: 'perawat', start_price: '175000.00' });
    expect(service.start_price).toBe(175000);
    const device = DeviceSchema.parse({
      slug: 'kursi-roda',
      title: 'Kursi Roda',
      start_price: 50000,
      display_medical_device_periods: [{ sequence: '1', period: 'Harian', price: '50000' }],
    });
    expect(device.display_medical_device_periods[0]).toEqual({ sequence: 1, period: 'Harian', price: 50000 });
  });

  it('turns null or missing display fields into null and missing lists into empty ones', () => {
    const service = ServiceSchema.parse({ name: 'Perawat', slug: 'perawat', icon: null, sub_services: null });
    expect(service.icon).toBeNull();
    expect(service.description).toBeNull();
    expect(service.start_price).toBeNull();
    expect(service.sub_services).toEqual([]);
    expect(service.employees).toEqual([]);
    const promotion = PromotionSchema.parse({ slug: 'p', title: 'Promo', expired_date: null });
    expect(promotion.expired_date).toBeNull();
    expect(promotion.quota_status).toBeNull();
  });

  it('strips unknown fields', () => {
    const article = ArticleSchema.parse({ article_title: 'A', article_slug: 'a', secret: 'x' });
    expect(article).not.toHaveProperty('secret');
  });

  it('fails when a required field is missing or of the wrong type', () => {
    expect(ServiceSchema.safeParse({ slug: 'perawat' }).success).toBe(false);
    expect(ArticleSchema.safeParse({ article_title: 1, article_slug: 'a' }).success).toBe(false);
    expect(CommentSchema.safeParse({ comment_id: 1, name: 'Budi' }).success).toBe(false);
    expect(DeviceSchema.safeParse({ slug: 'x', title: 'X', display_medical_device_periods: [{ sequence: 1, period: 'Harian' }] }).success).toBe(false);
    expect(MetaSchema.safeParse({}).success).toBe(false);
  });

  it('keeps replies one level deep', () => {
    const comment = CommentSchema.parse({
      comment_id: 7,
      name: 'Budi',
      comment: 'Terima kasih',
      replies: [{ comment_id: 8, name: 'Admin', comment: 'Sama-sama', replies: [{ comment_id: 9 }] }],
    });
    expect(comment.replies[0]).not.toHaveProperty('replies');
  });
});
