import { articles, type MockArticle } from './data/articles';
import { careers, type MockCareer } from './data/careers';
import { devices, type MockDevice } from './data/devices';
import { promotions, type MockPromotion } from './data/promotions';

/** DEMO_RECORDS=N (prerender benchmark) lists N articles, promotions, devices and careers; services stay nine. */
export function scaleDemoData(): void {
  if (!import.meta.env.SSR || !import.meta.env.PROD) return;
  const count = demoRecordCount(process.env.DEMO_RECORDS);
  if (count === null) return;
  const more = scaledRecords(count);
  articles.push(...more.articles);
  promotions.push(...more.promotions);
  devices.push(...more.devices);
  careers.push(...more.careers);
}

export function demoRecordCount(value: string | undefined): number | null {
  const count = Number(value?.trim() || Number.NaN);
  return Number.isInteger(count) && count > 0 ? count : null;
}

const CITIES = ['Jakarta Barat', 'Bekasi', 'Depok', 'Tangerang', 'Bogor', 'Semarang', 'Yogyakarta', 'Malang', 'Medan', 'Makassar', 'Denpasar', 'Palembang'];

const DAY = 24 * 60 * 60 * 1000;

/** `copy` counts from 2 (the fixture itself is the first), `serial` from 0 over the whole list. */
function copies<T, R>(fixtures: readonly T[], count: number, make: (fixture: T, copy: number, serial: number) => R): R[] {
  return Array.from({ length: Math.max(0, count - fixtures.length) }, (_, extra) => {
    const fixture = fixtures[extra % fixtures.length] as T;
    return make(fixture, Math.floor(extra / fixtures.length) + 2, extra);
  });
}

const city = (serial: number) => CITIES[serial % CITIES.length] as string;
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Slugs end after a word no fixture slug ends in, so none repeats. */
export function scaledRecords(count: number) {
  const oldest = Math.min(...articles.map((article) => Date.parse(article.created_at)));
  return {
    // Older than every fixture, a day apart: the list stays newest first.
    articles: copies(articles, count, (article, copy, serial): MockArticle => ({
      ...article,
      article_title: `${article.article_title} (Bagian ${copy})`,
      article_slug: `${article.article_slug}-bagian-${copy}`,
      article_priority: Math.max(1, Math.round(article.article_priority / copy)),
      created_at: new Date(oldest - (serial + 1) * DAY).toISOString(),
      comments_count: 0,
    })),
    promotions: copies(promotions, count, (promotion, copy, serial): MockPromotion => ({
      ...promotion,
      title: `${promotion.title} (${city(serial)})`,
      slug: `${promotion.slug}-${slugOf(city(serial))}-seri-${copy}`,
    })),
    devices: copies(devices, count, (device, copy): MockDevice => ({
      ...device,
      title: `${device.title} Unit ${copy}`,
      slug: `${device.slug}-unit-${copy}`,
    })),
    careers: copies(careers, count, (career, copy, serial): MockCareer => ({
      ...career,
      placement: city(serial),
      slug: `${slugOf(career.position)}-${slugOf(city(serial))}-lowongan-${copy}`,
    })),
  };
}
