/**
 * What the production server block (deploy/nginx.conf) itself answers, on the
 * nginx global-setup.ts starts for the run (docs/decisions.md#hosting): the headers of
 * src/integrations/security-headers.ts are on every response, hashed assets
 * are cached, monthly-update paths redirect, and site search runs under the
 * page policy. Every page's own load is checked in every-page.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, redirectRoutes, unknownRoute } from '../built-routes';
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
    // Pagefind loads its index and WebAssembly first, which on a busy machine takes more than the default 5 s.
    await expect(page.locator('[data-search-status]')).toHaveText(/\d+ results? for “royalties”/, { timeout: 20_000 });
    const first = page.locator('[data-search-results] li a').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    expect((await page.request.get(href!)).status(), `result link ${href}`).toBe(200);
    expect(await problems.csp(), 'CSP violations').toEqual([]);
    expect(problems.console, 'console errors').toEqual([]);
  });
});

test.describe('nginx responses', () => {
  // The not-found page's status, policy and console are every-page.spec.ts's, with every page's.
  test('pages, the not-found page included, carry every security header', async ({ request }) => {
    const notFound = await request.get(unknownRoute);
    expect(await notFound.text(), 'the not-found page answers an unknown path').toBe(readFileSync(join(distDir, '404.html'), 'utf8'));
    for (const route of ['/', '/pricing', '/terms-of-service', unknownRoute]) {
      const headers = (await request.get(route)).headers();
      for (const [name, value] of securityHeaders(site)) expect(headers[name.toLowerCase()], `${route} ${name}`).toBe(value);
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
    // A page's slashed address redirects to its canonical one.
    const slashed = await request.get('/pricing/', { maxRedirects: 0 });
    expect([slashed.status(), slashed.headers().location]).toEqual([301, '/pricing']);
    // A month-shaped path with no update behind it is a plain 404, not a redirect to nowhere.
    const missing = await request.get('/march-1999', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });
});
