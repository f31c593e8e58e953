/**
 * The built site behind real nginx with the committed server block
 * (deploy/nginx.conf), on 127.0.0.1 (docs/decisions.md#security-and-deployment):
 * every page loads with no CSP violation and no console error, islands and
 * search run under the policy, unknown paths get the not-found page with 404,
 * and the headers of src/integrations/security-headers.ts are on every response.
 * nginx is started and stopped here, from a temporary prefix (scripts/lib/nginx.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { distDir, legalArchiveRoutes, redirectRoutes, sitemapRoutes, unknownRoute } from '../built-routes';
import { securityHeaders, hashedAssetCacheControl } from '../../src/integrations/security-headers';
import { embedOrigins } from '../../src/lib/site-config';
import { site } from '../../src/site.config';
import { startNginx } from '../../scripts/lib/nginx.ts';

/** First port; each Playwright worker runs its own nginx on the next free index. */
const firstPort = Number(process.env.NGINX_PORT ?? 4330);
let base = '';
const embeds = new Set(embedOrigins(site).frames);

let server: { url: string; stop(): Promise<void>; errorLog(): string } | undefined;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the first parameter's pattern to pick fixtures; this hook needs none.
test.beforeAll(async ({}, testInfo) => {
  server = await startNginx({ dist: distDir, port: firstPort + testInfo.parallelIndex });
  base = server!.url;
});
test.afterAll(async () => {
  await server?.stop();
});
test.afterEach(() => {
  const errors = (server?.errorLog() ?? '').split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
  expect(errors, 'nginx error log').toEqual([]);
});

interface Problems {
  console: string[];
  csp: string[];
  external: string[];
}

/** Watch a page for console errors, uncaught errors, CSP violations and requests that leave 127.0.0.1. */
async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { console: [], csp: [], external: [] };
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        // Name the element (for blocked inline code and style attributes) so the failure says what to fix.
        const target = event.target instanceof Element ? ` in ${event.target.outerHTML.slice(0, 140)}` : '';
        (window as unknown as { __csp: string[] }).__csp.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${event.sample ? ` (${event.sample})` : ''}${target}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const request = route.request();
      const origin = new URL(request.url()).origin;
      // The embeds (booking calendar, newsletter and contact forms) are third-party
      // frames on reserved, unreachable domains: allowed to be asked for, never fetched.
      if (!(request.resourceType() === 'document' && embeds.has(origin))) problems.external.push(request.url());
      return route.abort('blockedbyclient');
    },
  );
  return problems;
}

/**
 * Scroll through the page a screen at a time, so `client:visible` islands
 * hydrate and lazy frames and images load; then wait until every island has.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 720;
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(20);
  }
}

async function expectIslandsHydrated(page: Page) {
  // Only islands with something on screen hydrate (client:visible); one hidden at this width waits,
  // rightly. On a busy machine an island can come into view after a first pass, so each poll scrolls
  // through again.
  const waiting = async () => {
    await scrollThrough(page);
    return page.evaluate(() =>
      [...document.querySelectorAll('astro-island[ssr]')]
        .filter((island) => [...island.children].some((child) => child.checkVisibility()))
        .map((island) => island.getAttribute('component-url')),
    );
  };
  await expect.poll(waiting, { message: 'visible islands still waiting to hydrate (script blocked?)' }).toEqual([]);
}

// The legal archive's pages are not in the sitemap (noindex) but are served like any page.
const routes = [...sitemapRoutes(), ...legalArchiveRoutes()];
const investorUpdateRedirects = redirectRoutes();

test.describe('nginx serves every page cleanly', () => {
  for (const route of routes) {
    test(`${route} loads with no CSP violation, console error or outside request`, async ({ page }) => {
      const problems = await watch(page);
      const response = await page.goto(`${base}${route}`);
      expect(response?.status(), 'status').toBe(200);
      await expectIslandsHydrated(page);
      await page.waitForLoadState('load');
      const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      expect(csp, 'CSP violations').toEqual([]);
      expect(problems.console, 'console errors').toEqual([]);
      expect(problems.external, 'requests leaving 127.0.0.1').toEqual([]);
    });
  }

  test('site search finds legal text through the index, under the page policy', async ({ page }) => {
    const problems = await watch(page);
    await page.goto(`${base}/search?q=royalties`);
    await expect(page.locator('[data-search-status]')).toHaveText(/\d+ results? for “royalties”/);
    const first = page.locator('[data-search-results] li a').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect((await page.request.get(`${base}${href}`)).status(), `result link ${href}`).toBe(200);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), 'CSP violations').toEqual([]);
    expect(problems.console, 'console errors').toEqual([]);
  });
});

test.describe('nginx responses', () => {
  test('an unknown path gets the not-found page with status 404 and the headers', async ({ page, request }) => {
    const response = await request.get(`${base}${unknownRoute}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    for (const [name, value] of securityHeaders(site)) expect(response.headers()[name.toLowerCase()], name).toBe(value);
    const problems = await watch(page);
    await page.goto(`${base}${unknownRoute}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    // Chromium reports the document's own 404 status as a console error; that one is the point here.
    const unexpected = problems.console.filter((text) => !/status of 404 \(Not Found\)/.test(text));
    expect(unexpected, 'console errors').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), 'CSP violations').toEqual([]);
  });

  test('pages carry every security header', async ({ request }) => {
    for (const route of ['/', '/pricing', '/terms-of-service']) {
      const headers = (await request.get(`${base}${route}`)).headers();
      for (const [name, value] of securityHeaders(site)) expect(headers[name.toLowerCase()], `${route} ${name}`).toBe(value);
      expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    }
    for (const file of ['/_headers', '/_redirects']) {
      expect((await request.get(`${base}${file}`)).status(), `the static hosts' ${file} is not served`).toBe(404);
    }
  });

  test('hashed assets are cached for a year and keep the security headers', async ({ request }) => {
    const html = await (await request.get(`${base}/`)).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset, 'the home page references a hashed asset').toBeTruthy();
    const headers = (await request.get(`${base}${asset}`)).headers();
    expect(headers['cache-control']).toBe(hashedAssetCacheControl);
    for (const [name, value] of securityHeaders(site)) expect(headers[name.toLowerCase()], name).toBe(value);
  });

  test('bare monthly-update paths answer with a permanent redirect; a month without an update is not found', async ({ request }) => {
    expect(Object.keys(investorUpdateRedirects).length, 'redirects in the build').toBeGreaterThan(0);
    for (const [from, to] of Object.entries(investorUpdateRedirects)) {
      for (const path of [from, `${from}/`]) {
        const response = await request.get(`${base}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(response.headers().location, path).toBe(to);
      }
    }
    // A month-shaped path with no update behind it is a plain 404, not a redirect to nowhere.
    const missing = await request.get(`${base}/march-1999`, { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });
});
