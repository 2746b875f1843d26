import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ArticleSchema } from '@/api/articles/articles.schemas';
import { CareerSchema } from '@/api/careers/careers.schemas';
import { DeviceSchema } from '@/api/devices/devices.schemas';
import { PromotionSchema } from '@/api/promotions/promotions.schemas';
import { articles } from './data/articles';
import { careers } from './data/careers';
import { devices } from './data/devices';
import { promotions } from './data/promotions';
import { demoRecordCount, scaledRecords } from './scale';

describe('the scaled demo data', () => {
  const more = scaledRecords(1000);

  it('takes every list to the count asked for, the fixtures first', () => {
    expect(more.articles).toHaveLength(1000 - articles.length);
    expect(more.promotions).toHaveLength(1000 - promotions.length);
    expect(more.devices).toHaveLength(1000 - devices.length);
    expect(more.careers).toHaveLength(1000 - careers.length);
    expect(scaledRecords(5).articles).toEqual([]);
  });

  it('gives every record a slug of its own', () => {
    const unique = (slugs: string[]) => new Set(slugs).size;
    const articleSlugs = [...articles, ...more.articles].map((article) => article.article_slug);
    expect(unique(articleSlugs)).toBe(1000);
    for (const list of [
      [...promotions, ...more.promotions],
      [...devices, ...more.devices],
      [...careers, ...more.careers],
    ]) {
      expect(unique(list.map((record) => record.slug))).toBe(1000);
    }
  });

  it('reads as the API would answer: valid records, articles newest first', async () => {
    // Asynchronously, as the app reads an answer: its HTML fields are sanitized as they are read.
    expect((await z.array(ArticleSchema).safeParseAsync(more.articles)).success).toBe(true);
    expect((await z.array(PromotionSchema).safeParseAsync(more.promotions)).success).toBe(true);
    expect((await z.array(DeviceSchema).safeParseAsync(more.devices)).success).toBe(true);
    expect((await z.array(CareerSchema).safeParseAsync(more.careers)).success).toBe(true);
    const dates = [...articles, ...more.articles].map((article) => article.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reads DEMO_RECORDS as a positive whole number, else not at all', () => {
    expect(demoRecordCount('5000')).toBe(5000);
    expect(demoRecordCount(' 100 ')).toBe(100);
    expect([undefined, '', '0', '-3', '1.5', 'banyak'].map(demoRecordCount)).toEqual([null, null, null, null, null, null]);
  });

  it('leaves the fixtures alone outside a production server build', () => {
    expect(articles).toHaveLength(20);
    expect(devices).toHaveLength(10);
  });
});
