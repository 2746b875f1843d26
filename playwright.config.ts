import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_DIST let several builds be tested side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
// Debian's Chromium in its headless build (package chromium-headless-shell, the headless mode
// Playwright itself runs by default): a new page, and the page's own work, cost about half of
// what the full browser's take, which is most of the suite's time on two cores. The full browser
// where that package is missing; CHROME_PATH names another.
const CHROMIUM =
  process.env.CHROME_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) || '/usr/bin/chromium';

/**
 * Browser tests drive the production build (vite preview) in Debian's Chromium; nothing is
 * downloaded. The demo API runs in the page (VITE_API_BASE_URL unset at build time).
 */
export default defineConfig({
  testDir: './e2e',
  // Two workers: with the headless build, one leaves the two cores idle while its pages wait
  // (timers, the network, the idle callback); two took 6.1 minutes where one took 8.5.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording every test's trace made each about 15% slower; CI retries a failure once, traced.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Every test runs on the phone, where visitors are. A test tagged @desktop also runs on the
  // desktop: what the layout or the pointer changes there (the navigation, grids and columns,
  // carousels, popovers, keyboard and focus, drag and drop, the inlined CSS's wide rules).
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grep: /@desktop/,
    },
  ],
  webServer: {
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
