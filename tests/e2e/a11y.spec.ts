/**
 * axe on every page of the built sitemap, the legal archive's pages (left out
 * of the sitemap, listed from the archive) and the not-found page, in light
 * and in dark: no serious or critical violation. A new page is checked from
 * the moment the build lists it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { legalArchiveRoutes, sitemapRoutes, unknownRoute } from '../built-routes';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    for (const route of [...sitemapRoutes(), ...legalArchiveRoutes(), unknownRoute]) {
      test(`${route}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(route);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
        expect(serious, serious.join('\n')).toEqual([]);
      });
    }
  });
}
