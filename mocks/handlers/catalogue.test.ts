import { describe, expect, it } from 'vitest';
import { fetchCareer, fetchCareers, fetchEducations, fetchPlacements, fetchPositions } from '@/api/careers/careers.api';
import { fetchDevice, fetchDevicePage } from '@/api/devices/devices.api';
import { fetchPromotion, fetchPromotionPage, recordPromotionClick } from '@/api/promotions/promotions.api';
import { db } from '../db';
import { expectStatus } from './handlers.test-helper';

const noFilter = { placement: '', education: '', position: '' };

describe('promotion handlers', () => {
  it('pages nine promotions by four', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => fetchPromotionPage('', page)));
    expect(pages.map((page) => page.promotions.length)).toEqual([4, 4, 1]);
    expect(pages.map((page) => page.meta.nextPage)).toEqual([2, 3, null]);
  });

  it('searches', async () => {
    const { promotions } = await fetchPromotionPage('fisioterapi', 1);
    expect(promotions.map((promotion) => promotion.slug)).toEqual(['paket-fisioterapi-5-sesi']);
  });

  it('answers a promotion with three others, and 404 for an unknown slug', async () => {
    const { promotion, other_promotion } = await fetchPromotion('member-keluarga-rawatin');
    expect(promotion.expired_date).toBeNull();
    expect(other_promotion).toHaveLength(3);
    expect(other_promotion.map((item) => item.slug)).not.toContain('member-keluarga-rawatin');
    await expectStatus(fetchPromotion('promo-lama'), 404);
  });

  it('records a click, and 404 for an unknown slug', async () => {
    expect(await recordPromotionClick('paket-lansia-sehat')).toEqual({ message: expect.any(String) });
    expect(db.promotionClicks.get('paket-lansia-sehat')).toBe(1);
    await expectStatus(recordPromotionClick('promo-lama'), 404);
  });
});

describe('device handlers', () => {
  it('pages ten devices by eight and searches titles', async () => {
    const first = await fetchDevicePage('', 1);
    expect(first.medical_devices).toHaveLength(8);
    expect(first.meta.nextPage).toBe(2);
    expect((await fetchDevicePage('', 2)).meta.nextPage).toBeNull();
    const { medical_devices } = await fetchDevicePage('kursi roda', 1);
    expect(medical_devices.map((device) => device.slug)).toEqual(['kursi-roda-standar', 'kursi-roda-travel-lipat']);
  });

  it('answers a device with its seo, and 404 for an unknown slug', async () => {
    const { seo, medical_device } = await fetchDevice('kursi-roda-standar');
    expect(seo?.meta_title).toContain('Kursi Roda Standar');
    const [first] = medical_device.display_medical_device_periods;
    expect(first?.sequence).not.toBe(1);
    expect(medical_device.display_medical_device_periods.find((period) => period.sequence === 1)?.price).toBe(25000);
    await expectStatus(fetchDevice('kursi-terbang'), 404);
  });
});

describe('career handlers', () => {
  it('answers distinct filter options', async () => {
    expect((await fetchPlacements()).map((option) => option.value)).toEqual(['Jakarta Selatan', 'Surabaya', 'Bandung']);
    expect(await fetchEducations()).toContainEqual({ value: 'SMA/SMK', label: 'SMA/SMK' });
    expect((await fetchPositions()).filter((option) => option.value === 'Perawat Home Care')).toHaveLength(1);
  });

  it('filters by exact match, empty meaning any', async () => {
    expect(await fetchCareers(noFilter)).toHaveLength(6);
    expect(await fetchCareers({ ...noFilter, placement: 'Surabaya' })).toHaveLength(2);
    const nurses = await fetchCareers({ ...noFilter, placement: 'Surabaya', position: 'Perawat Home Care' });
    expect(nurses.map((career) => career.slug)).toEqual(['perawat-home-care-surabaya']);
    expect(await fetchCareers({ ...noFilter, placement: 'surabaya' })).toEqual([]);
  });

  it('answers an opening, and 404 for an unknown slug', async () => {
    expect((await fetchCareer('staf-admin-customer-service-bandung'))?.deadline).toBeNull();
    await expectStatus(fetchCareer('pilot'), 404);
  });
});
