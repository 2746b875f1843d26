import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_DIST let several builds be tested side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

/**
 * Browser tests drive the production build (vite preview) in Debian's Chromium; nothing is
 * downloaded. The demo API runs in the page (VITE_API_BASE_URL unset at build time).
 */
export default defineConfig({
  testDir: './e2e',
  // One worker in CI: on two cores a second one took as long in all (Chromium keeps both busy)
  // and pushed the slower tests past their timeouts.
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording every test's trace made each about 15% slower; CI retries a failure once, traced.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
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
