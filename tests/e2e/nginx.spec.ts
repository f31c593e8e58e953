/**
 * What the production server block (deploy/nginx.conf) itself answers, on the
 * nginx global-setup.ts starts for the run (docs/decisions.md#hosting): unknown
 * paths get the not-found page with 404, the headers of
 * src/integrations/security-headers.ts are on every response, hashed assets
 * are cached, monthly-update paths redirect, and site search runs under the
 * page policy. Every page's own load is checked in every-page.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { redirectRoutes, unknownRoute } from '../built-routes';
import { securityHeaders, hashedAssetCacheControl } from '../../src/integrations/security-headers';
import { site } from '../../src/site.config';
import { nginxErrors, watch } from './watch';

test.afterEach(() => {
  expect(nginxErrors(), 'nginx error log').toEqual([]);
});

const investorUpdateRedirects = redirectRoutes();

test.describe('nginx serves the site', () => {
  test('site search finds legal text through the index, under the page policy', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/search?q=royalties');
    await expect(page.locator('[data-search-status]')).toHaveText(/\d+ results? for “royalties”/);
    const first = page.locator('[data-search-results] li a').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect((await page.request.get(href!)).status(), `result link ${href}`).toBe(200);
    expect(await problems.csp(), 'CSP violations').toEqual([]);
    expect(problems.console, 'console errors').toEqual([]);
  });
});

test.describe('nginx responses', () => {
  test('an unknown path gets the not-found page with status 404 and the headers', async ({ page, request }) => {
    const response = await request.get(unknownRoute);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    for (const [name, value] of securityHeaders(site)) expect(response.headers()[name.toLowerCase()], name).toBe(value);
    const problems = await watch(page);
    await page.goto(unknownRoute);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    // Chromium reports the document's own 404 status as a console error; that one is the point here.
    const unexpected = problems.console.filter((text) => !/status of 404 \(Not Found\)/.test(text));
    expect(unexpected, 'console errors').toEqual([]);
    expect(await problems.csp(), 'CSP violations').toEqual([]);
  });

  test('pages carry every security header', async ({ request }) => {
    for (const route of ['/', '/pricing', '/terms-of-service']) {
      const headers = (await request.get(route)).headers();
      for (const [name, value] of securityHeaders(site)) expect(headers[name.toLowerCase()], `${route} ${name}`).toBe(value);
      expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    }
    for (const file of ['/_headers', '/_redirects']) {
      expect((await request.get(file)).status(), `the static hosts' ${file} is not served`).toBe(404);
    }
  });

  test('hashed assets are cached for a year and keep the security headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset, 'the home page references a hashed asset').toBeTruthy();
    const headers = (await request.get(asset!)).headers();
    expect(headers['cache-control']).toBe(hashedAssetCacheControl);
    for (const [name, value] of securityHeaders(site)) expect(headers[name.toLowerCase()], name).toBe(value);
  });

  test('bare monthly-update paths answer with a permanent redirect; a month without an update is not found', async ({ request }) => {
    expect(Object.keys(investorUpdateRedirects).length, 'redirects in the build').toBeGreaterThan(0);
    for (const [from, to] of Object.entries(investorUpdateRedirects)) {
      for (const path of [from, `${from}/`]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(response.headers().location, path).toBe(to);
      }
    }
    // A month-shaped path with no update behind it is a plain 404, not a redirect to nowhere.
    const missing = await request.get('/march-1999', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });
});
