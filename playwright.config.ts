import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// Browsers cannot be downloaded on our machines: use Debian's Chromium when present,
// otherwise Playwright's own browser (a laptop with `npx playwright install`).
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    }
  : {};

// Specs that produce figures for people to read (perf numbers, screenshots) rather than verdicts:
// the `figures` project, run on demand (`npm run figures`, `npm run screenshots`), never by `npm test`.
// Preview port: QS_PORT lets several checkouts run their e2e suites side by side.
const PORT = Number(process.env.QS_PORT ?? 4173);

const FIGURES = /(perf|screenshots)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two pages at a time, one per core: pages run the in-process host by default (e2e/fixtures.ts),
  // one thread a page. Specs that weigh virtual time against the wall clock or start a Web Worker per
  // node say `test.use({ alone: true })` and run while the other worker waits (fixtures.ts).
  // `--workers 1` runs one page at a time.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    viewport: { width: 1440, height: 900 },
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: FIGURES,
      outputDir: './test-results/e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'figures',
      testMatch: FIGURES,
      // Its own folder: an e2e run clears test-results/e2e, not the last figures.
      outputDir: './test-results/figures',
      retries: 0,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  // Tests run against the built app: workers are bundled differently in dev.
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
