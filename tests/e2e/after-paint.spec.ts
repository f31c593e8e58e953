/**
 * Islands wait for the page: on every page with an island (found in the
 * build), no island script is requested before the first paint, and an island
 * on screen still hydrates (src/scripts/after-paint.ts).
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, sitemapRoutes } from '../built-routes';

const islandPages = sitemapRoutes().filter((route) =>
  readFileSync(join(distDir, route === '/' ? 'index.html' : `${route}/index.html`), 'utf8').includes('<astro-island'),
);

test('the build has pages with islands', () => {
  expect(islandPages.length).toBeGreaterThan(0);
});

for (const route of islandPages) {
  test(`${route}: no island script is requested before the first paint`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    await page.waitForLoadState('load');
    // Bring every island into view, so each one that shows at this width hydrates; again on each
    // poll, since the directive may start watching only after a first pass.
    const scrollThrough = () =>
      page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
    await expect
      .poll(async () => {
        await scrollThrough();
        return page.evaluate(() => performance.getEntriesByType('resource').filter((r) => /\/_astro\/.+\.js$/.test(r.name)).length);
      })
      .toBeGreaterThan(0);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/_astro\/.+\.js$/.test(r.name))
        .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
    }));
    expect(Number.isNaN(timing.firstPaint), 'first-contentful-paint recorded').toBe(false);
    const early = timing.scripts.filter((script) => script.start <= timing.firstPaint);
    expect(early, `scripts requested before the first paint at ${timing.firstPaint.toFixed(0)} ms`).toEqual([]);
  });
}
