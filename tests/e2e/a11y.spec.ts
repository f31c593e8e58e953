/**
 * Accessibility of every page, by two checkers: axe (no serious or critical
 * violation) and HTML_CodeSniffer at WCAG 2 AA (no error, as Pa11y reports
 * them). Every page of the built sitemap, the legal archive's pages (left out
 * of the sitemap, listed from the archive) and the not-found page, in light
 * and in dark. A new page is checked from the moment the build lists it. Each
 * page loads once and both checkers run in both color schemes (the scheme is
 * a media feature, so switching it repaints the same page).
 */
import { expect, test } from '@playwright/test';
import { legalArchiveRoutes, sitemapRoutes, unknownRoute } from '../built-routes';
import { axeProblems, snifferErrors } from './accessibility';

const routes = [...sitemapRoutes(), ...legalArchiveRoutes(), unknownRoute];

test('there are pages to check', () => {
  expect(routes.length).toBeGreaterThan(2);
});

for (const route of routes) {
  test(`accessibility of ${route}, light and dark (axe, HTML_CodeSniffer)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(route);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const serious = await axeProblems(page);
      expect(serious, `axe, ${scheme}:\n${serious.join('\n')}`).toEqual([]);
      const errors = await snifferErrors(page);
      expect(errors, `HTML_CodeSniffer (WCAG 2 AA), ${scheme}:\n${errors.join('\n')}`).toEqual([]);
    }
  });
}
