/**
 * axe on every page of the built sitemap, the legal archive's pages (left out
 * of the sitemap, listed from the archive) and the not-found page, in light
 * and in dark: no serious or critical violation. A new page is checked from
 * the moment the build lists it. Each page loads once and is checked in both
 * color schemes (the scheme is a media feature, so switching it repaints the
 * same page).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { legalArchiveRoutes, sitemapRoutes, unknownRoute } from '../built-routes';

for (const route of [...sitemapRoutes(), ...legalArchiveRoutes(), unknownRoute]) {
  test(`accessibility of ${route}, light and dark`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(route);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join('\n  ')}`,
        );
      expect(serious, `${scheme}:\n${serious.join('\n')}`).toEqual([]);
    }
  });
}
