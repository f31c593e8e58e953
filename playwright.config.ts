import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 4329);

// End-to-end tests run against the built site (never the dev server), served by
// nginx with the committed server block (tests/e2e/global-setup.ts), in a system Chromium (scripts/lib/chromium.ts). Nothing is downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two workers on the two-core machines this runs on: the browser waits on the
  // network and the page often enough that a second worker shortens the run by a
  // third (measured with the accessibility spec: 138 s with one, 98 s with two).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  // A test leads one page through a whole behavior; on the shared two-core machine under load that
  // has taken more than Playwright's default 30 s.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
