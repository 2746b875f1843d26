// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasEnded } from '@/lib/dates';
import { articles, ARTICLES_WITH_VIDEO } from './articles';
import { initialComments } from './comments';
import { careers } from './careers';
import { devices } from './devices';
import { documentItems } from './documents';
import { faqs } from './faq';
import { promotions } from './promotions';
import { services } from './services';
import { banners } from './site';

/** Every '/demo/...' string anywhere in a value. */
function demoPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/demo\/[\w./-]+/g)) found.add(match[0]);
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => demoPaths(item, found));
  }
  return found;
}

describe('fixtures', () => {
  it('point only at demo files that exist under public/', () => {
    const paths = demoPaths([services, banners, articles, initialComments, promotions, devices]);
    expect(paths.size).toBeGreaterThan(50);
    const missing = [...paths].filter((path) => !existsSync(new URL(`../../public${path}`, import.meta.url)));
    expect(missing).toEqual([]);
  });

  it('have the agreed sizes', () => {
    expect([services.length, faqs.length, articles.length, promotions.length, devices.length, careers.length, documentItems.length]).toEqual([
      9, 12, 20, 9, 10, 6, 3,
    ]);
  });

  it('carry the edge cases the site must handle', () => {
    const standard = devices.find((device) => device.slug === 'kursi-roda-standar');
    expect(standard?.display_medical_device_periods[0]?.sequence).not.toBe(1);
    expect(devices.filter((device) => device.start_price === null)).toHaveLength(1);
    expect(devices.filter((device) => device.description === null)).toHaveLength(1);
    expect(promotions.filter((promotion) => promotion.expired_date === null)).toHaveLength(1);
    expect(promotions.some((promotion) => (promotion.remaining_quota ?? 0) > 100)).toBe(true);
    expect(promotions.some((promotion) => promotion.description.includes('<oembed url="https://www.youtube.com/watch?v='))).toBe(true);
    expect(careers.filter((career) => career.deadline === null)).toHaveLength(1);
    const withVideo = articles.filter((article) => article.article_description?.includes('<oembed'));
    expect(withVideo.map((article) => article.article_slug)).toEqual(ARTICLES_WITH_VIDEO);
    expect(new Set(articles.map((article) => article.article_slug)).size).toBe(20);
  });

  it('keep every offer open for weeks to come, so the demo never shows an ended promo or opening', () => {
    const inThreeWeeks = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
    expect(promotions.filter((promotion) => hasEnded(promotion.expired_date, inThreeWeeks))).toEqual([]);
    expect(careers.filter((career) => hasEnded(career.deadline, inThreeWeeks))).toEqual([]);
  });
});
