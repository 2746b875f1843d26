import type { Page } from '@playwright/test';
import { INTERACTIVE_EVENT } from '../src/app/interactive';
import { appReady, builtFile, expect, open, test } from './support';

// Swiper's autoplay period on the home banner.
const AUTOPLAY_MS = 3000;
// How near the view a carousel loads Swiper (NEAR_VIEW_MARGIN, src/ui/carousel.tsx).
const NEAR_VIEW_MARGIN = '200px 0px';

const BANNER_TITLES = [
  'Perawatan Profesional, Langsung di Rumah Anda',
  'Pulih Lebih Nyaman Tanpa Antre',
  'Cek Laboratorium dari Rumah',
];
const FINAL_FIGURES = ['12.500+', 'Rp. 50.000', '10+', '>350'];

const hero = (page: Page) => page.getByRole('region', { name: 'Banner utama' });
const activeTitle = (page: Page) => hero(page).locator('.swiper-slide-active h2').textContent();
const stats = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Mengapa Kami?' }) });
const figures = (page: Page) => stats(page).locator('[data-count-up]').allTextContents();

/**
 * Resolves once the page has told its observers whether the hero is within `margin` of the view:
 * an observer made now is told after the carousel's own, made before it.
 */
const heroSeen = (page: Page, inView: boolean, margin = '0px') =>
  hero(page).evaluate(
    (element, [inView, margin]) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting === inView)) return;
            observer.disconnect();
            resolve();
          },
          { rootMargin: margin as string },
        );
        observer.observe(element);
      }),
    [inView, margin] as const,
  );

/**
 * Resolves once the page has run the tasks it had queued and a request of its own has come back:
 * a request the page started before then has been reported by then.
 */
const settled = async (page: Page) => {
  await page.evaluate(async () => {
    // React's scheduler runs its work in message tasks, which the clock leaves alone.
    for (let turn = 0; turn < 20; turn += 1) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
    await fetch('/robots.txt');
  });
};

/**
 * Stops the page's clock a moment from now, so that only `page.clock.runFor` moves its timers on.
 * The page's time moves on while this is asked: a moment already past is asked again, later.
 */
const pauseClock = async (page: Page) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250 * attempt);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
};

test('the hero carousel advances on its own, and the pause control stops it', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/');
  // The first banner stands as a still until Swiper arrives, when it is due to move on.
  await expect(hero(page).getByRole('heading', { name: BANNER_TITLES[0] })).toBeVisible();
  const cta = page.getByRole('main').getByRole('link', { name: 'Hubungi Kami' });
  await expect(cta).toBeVisible();
  expect(decodeURIComponent(new URL((await cta.getAttribute('href'))!).searchParams.get('text')!)).toBe(
    'Halo Saya ingin konsultasi',
  );

  // Autoplay is 3000 ms: the next banner takes over within a few seconds of hydration.
  await expect.poll(() => activeTitle(page), { timeout: 10_000 }).toBe(BANNER_TITLES[1]);

  const pause = page.getByRole('button', { name: 'Jeda slide otomatis' });
  await pause.click();
  await expect(page.getByRole('button', { name: 'Putar slide otomatis' })).toHaveAttribute('aria-pressed', 'true');
  const paused = await activeTitle(page);
  const swiper = () =>
    hero(page)
      .locator('.swiper-initialized')
      .evaluate((element) => {
        const { autoplay, animating } = (element as HTMLElement & { swiper: { autoplay: { running: boolean }; animating: boolean } }).swiper;
        return { running: autoplay.running, animating };
      });
  // A paused carousel has no autoplay timer left to move it on.
  expect((await swiper()).running).toBe(false);
  expect(await activeTitle(page)).toBe(paused);

  // Pagination bullets are buttons that jump to a banner, once the slide that autoplay brought has
  // settled (Swiper redraws its bullets as the transition ends: a click on the old one is lost).
  await expect.poll(async () => (await swiper()).animating).toBe(false);
  await hero(page).getByRole('button', { name: 'Ke slide 3' }).click();
  await expect(hero(page).locator('.swiper-slide-active h2')).toHaveText(BANNER_TITLES[2]!);
});

test('the hero stops out of view, asking for no frame then, and moves on again once back in view', async ({ page }) => {
  // The page's timers and frames run on a clock the test can stop and run on.
  await page.clock.install();
  // The animation frames the carousel's code asks for: Swiper's autoplay asks for one at every
  // frame while it runs, which has the page render a frame at every refresh.
  await page.addInitScript(() => {
    const request = window.requestAnimationFrame.bind(window);
    let asked = 0;
    Object.assign(window, { carouselFrames: () => asked });
    window.requestAnimationFrame = (callback) => {
      if (new Error().stack?.includes('carousel-swiper')) asked += 1;
      return request(callback);
    };
  });
  await open(page, '/');
  const frames = () => page.evaluate(() => (window as unknown as { carouselFrames: () => number }).carouselFrames());
  const running = () =>
    hero(page)
      .locator('.swiper-initialized')
      .evaluate((element) => (element as HTMLElement & { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running);
  await expect(page.getByRole('button', { name: 'Jeda slide otomatis' })).toBeVisible();
  await expect.poll(running).toBe(true);
  const before = await frames();
  await expect.poll(frames).toBeGreaterThan(before);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(running).toBe(false);
  const [title, asked] = [await activeTitle(page), await frames()];
  // Longer than the autoplay period, its frames included: out of view, nothing moves and nothing is asked.
  await pauseClock(page);
  await page.clock.runFor(AUTOPLAY_MS + 500);
  expect(await activeTitle(page)).toBe(title);
  expect(await frames()).toBe(asked);
  await page.clock.resume();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(running).toBe(true);
  await expect.poll(() => activeTitle(page), { timeout: 10_000 }).not.toBe(title);
  // The visitor's pause still holds in and out of view.
  await page.getByRole('button', { name: 'Jeda slide otomatis' }).click();
  const paused = await activeTitle(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await heroSeen(page, false);
  await page.evaluate(() => window.scrollTo(0, 0));
  await heroSeen(page, true);
  await pauseClock(page);
  await page.clock.runFor(AUTOPLAY_MS + 500);
  expect(await running()).toBe(false);
  expect(await activeTitle(page)).toBe(paused);
});

test('scrolled past before its first banner has had its time, the hero asks for no Swiper until it is back in view', async ({ page }) => {
  const swiperFile = await builtFile('src/ui/carousel-swiper.tsx');
  const swiperAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === swiperFile) swiperAsked.push(request.url());
  });
  // The page's time runs only as the test moves it, from before the app hydrates: the banner's
  // time starts at hydration, and a slow machine must not spend it before the visitor scrolls.
  await page.addInitScript((interactive) => {
    document.addEventListener(interactive, () => Object.assign(window, { appAnswered: true }), { once: true });
  }, INTERACTIVE_EVENT);
  await page.clock.install();
  await page.goto('/', { waitUntil: 'commit' });
  await pauseClock(page);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.evaluate(() => 'appAnswered' in window);
    })
    .toBe(true);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await heroSeen(page, false, NEAR_VIEW_MARGIN);
  // Longer than the autoplay period from hydration.
  await page.clock.runFor(AUTOPLAY_MS + 1000);
  await settled(page);
  expect(swiperAsked).toEqual([]);
  await expect(hero(page).locator('.swiper-initialized')).toHaveCount(0);
  await page.clock.resume();
  await appReady(page);

  await page.evaluate(() => window.scrollTo(0, 0));
  // Its first banner has its time again, then Swiper moves on at once.
  await expect.poll(() => activeTitle(page), { timeout: 10_000 }).toBe(BANNER_TITLES[1]);
  expect(swiperAsked.length).toBeGreaterThan(0);
});

test('the stats count up once scrolled into view', async ({ page }) => {
  await open(page, '/');
  await expect(stats(page).locator('[data-count-up]')).toHaveCount(4);
  expect(await figures(page)).toEqual(['10+', 'Rp. 0', '0+', '>0']);

  await stats(page).scrollIntoViewIfNeeded();
  await expect.poll(() => figures(page), { timeout: 6_000 }).toEqual(FINAL_FIGURES);
});

test('under reduced motion: final figures at once and no autoplay', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/');
  await expect(hero(page).locator('.swiper-slide-active h2')).toHaveText(BANNER_TITLES[0]!);
  await expect(page.getByRole('button', { name: 'Jeda slide otomatis' })).toHaveCount(0);
  await expect.poll(() => figures(page)).toEqual(FINAL_FIGURES);
});

test('services grid, FAQ accordion and contact block', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /^Fisioterapi/ }).click();
  await expect(page).toHaveURL(/\/service\/fisioterapi$/);
  await page.goBack();
  // Back on the page, focus moves to its heading (src/app/layout/route-focus.tsx) in an effect
  // after the screen shows: a question focused before that would lose its focus, and the key.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

  const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Pertanyaan yang Sering Diajukan' }) });
  const questions = faq.getByRole('button');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  // The answer panel is capped at 500 px and scrolls beyond that.
  const answer = faq.getByRole('region').locator('> div');
  await expect(answer).toHaveCSS('max-height', '500px');
  await expect(answer).toHaveCSS('overflow-y', 'auto');
  await questions.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('link', { name: 'Lihat Lainnya' })).toHaveAttribute('href', '/faq');

  const contact = page.locator('section', { has: page.getByRole('heading', { name: 'Hubungi Kami', level: 2 }) });
  await expect(contact.getByRole('link')).toHaveCount(6);
});

test('a failing /banners leaves the rest of the home page working', async ({ page, isMobile, appLog }) => {
  appLog.expect('[query ["site","banners"]] HTTPError: Request failed with status code 500');
  await open(page, '/contact');
  await page.evaluate(() => window.__demoApi!.failAlways('GET', '/banners'));
  if (isMobile) await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Beranda' }).click();
  await expect(page.getByRole('heading', { name: 'Layanan Kesehatan Homecare yang Datang ke Rumah Anda' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Hubungi Kami' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Perawat/ })).toBeVisible();
  await page.evaluate(() => window.__demoApi!.reset());
});
