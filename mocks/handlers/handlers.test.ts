import type { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { fetchFaqCategories, fetchFaqPage, fetchFaqs, fetchServiceFaqs } from '@/api/faq/faq.api';
import { fetchService, fetchServicePicks, fetchServices } from '@/api/services/services.api';
import { fetchAbout, fetchBanners, fetchBranches, fetchContact, fetchSeo, fetchWhyUs } from '@/api/site/site.api';
import { http } from '@/api/http';
import { SEO_NOT_FOUND } from '../data/seo';
import { expectStatus } from './handlers.test-helper';

describe('site handlers', () => {
  it('answers the metadata of a main path, whatever the origin and trailing slash', async () => {
    const home = await fetchSeo('https://rawatin.example/');
    expect(home.record?.meta_title).toContain('Rawatin');
    expect(home.record?.url).toBe('https://rawatin.example/');
    expect(home.message).toBeNull();
    expect((await fetchSeo('http://localhost:5173/article/')).record?.meta_title).toBe('Artikel Kesehatan | Rawatin');
    expect((await fetchSeo('https://rawatin.example/validation-document')).record).not.toBeNull();
  });

  it('answers 404 with a message for a path with no record', async () => {
    for (const url of ['https://rawatin.example/article/cara-merawat-lansia-dengan-demensia-di-rumah', 'https://rawatin.example/nowhere']) {
      const answer = http().get('seo', { searchParams: { url } });
      await expectStatus(answer, 404);
      const error = (await answer.then(null, (reason: unknown) => reason)) as HTTPError;
      expect(await error.response.json()).toEqual({ message: SEO_NOT_FOUND });
      expect(await fetchSeo(url)).toEqual({ record: null, message: SEO_NOT_FOUND });
    }
  });

  it('serves contact, branches, banners, why-us and about', async () => {
    const contact = await fetchContact();
    expect(contact.whatsapp?.link).toBe('https://wa.me/6281100000000');
    expect(contact.call_center?.link).toMatch(/^tel:/);
    expect(contact.email?.link).toMatch(/^mailto:/);
    const branches = await fetchBranches();
    expect(branches).toHaveLength(3);
    expect(branches[0]?.url).toMatch(/^https:\/\/maps\.google\.com\/\?q=/);
    expect(await fetchBanners()).toHaveLength(3);
    expect(await fetchWhyUs()).toMatchObject({ patient_total: 2500, employee_total: 350 });
    const about = await fetchAbout();
    expect(about.vision?.description).toContain('<p>');
  });
});

describe('services handlers', () => {
  it('lists the nine services with numeric prices', async () => {
    const services = await fetchServices();
    expect(services.map((service) => service.name)).toEqual([
      'Perawat',
      'Fisioterapi',
      'Terapi Wicara',
      'Akupunktur',
      'Laboratorium',
      'Swab Test',
      'Sunat di Rumah',
      'Sewa Alat Kesehatan',
      'Panggil Dokter',
    ]);
    expect(services.every((service) => typeof service.start_price === 'number')).toBe(true);
    // The cards need no more of the whole records the API sends.
    expect(Object.keys(services[0]!).sort()).toEqual(['icon', 'name', 'slug', 'start_price']);
  });

  it('answers a service with its seo, and 404 for an unknown slug', async () => {
    const { service, seo } = await fetchService('fisioterapi');
    expect(service.start_price).toBe(200000);
    expect((await fetchService('perawat')).service.employees.some((employee) => employee.photo === null)).toBe(true);
    expect(service.sub_services.length).toBeGreaterThanOrEqual(2);
    expect(service.service_comparisons.filter((item) => item.category === 'other_homecare')).toHaveLength(5);
    expect(service.service_comparisons.filter((item) => item.category === 'Rawatin')).toHaveLength(5);
    expect(seo?.meta_title).toContain('Fisioterapi');
    await expectStatus(fetchService('bedah-jantung'), 404);
  });

  it('answers the reservation picker list', async () => {
    const picks = await fetchServicePicks();
    expect(picks).toHaveLength(9);
    expect(picks[0]).toEqual({ name: 'Perawat', slug: 'perawat', icon_vector: '/demo/services/perawat-vector.svg' });
  });
});

describe('faq handlers', () => {
  const all = { search: '', category: '' };

  it('answers the home subset, the categories and the service entries', async () => {
    expect(await fetchFaqs()).toHaveLength(6);
    expect(await fetchFaqCategories()).toHaveLength(3);
    for (const slug of ['perawat', 'akupunktur', 'panggil-dokter']) {
      const faqs = await fetchServiceFaqs(slug);
      expect(faqs.length).toBeGreaterThanOrEqual(3);
      expect(faqs.length).toBeLessThanOrEqual(4);
    }
    expect(await fetchServiceFaqs('tidak-ada')).toEqual([]);
  });

  it('pages the list by ten', async () => {
    const first = await fetchFaqPage(all, 1);
    expect(first.faqs).toHaveLength(10);
    expect(first.meta.nextPage).toBe(2);
    const second = await fetchFaqPage(all, 2);
    expect(second.faqs).toHaveLength(2);
    expect(second.meta.nextPage).toBeNull();
  });

  it('filters by category id and searches titles and answers without case', async () => {
    const [, reservasi] = await fetchFaqCategories();
    const byCategory = await fetchFaqPage({ search: '', category: String(reservasi?.category_display_faq_id) }, 1);
    expect(byCategory.faqs).toHaveLength(4);
    expect(byCategory.faqs.every((faq) => faq.category === 'Reservasi')).toBe(true);
    const inAnswer = await fetchFaqPage({ search: 'STR', category: '' }, 1);
    expect(inAnswer.faqs.map((faq) => faq.title)).toContain('Apakah tenaga kesehatan Rawatin sudah bersertifikat?');
    const none = await fetchFaqPage({ search: 'zzz tidak ada', category: '' }, 1);
    expect(none).toEqual({ faqs: [], meta: { nextPage: null } });
  });

  it('has at least one answer longer than 150 text characters', async () => {
    const { faqs } = await fetchFaqPage(all, 1);
    const lengths = faqs.map((faq) => (faq.description ?? '').replace(/<[^>]*>/g, '').length);
    expect(Math.max(...lengths)).toBeGreaterThan(150);
  });
});
