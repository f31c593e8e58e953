/**
 * axe on every route of the route table, in light and in dark: no serious or
 * critical violation. New routes are covered by adding them to src/lib/routes.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { staticRoutes } from '../../src/lib/routes';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    for (const route of [...staticRoutes, '/404-check-not-found']) {
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
