/**
 * The two one-pagers in a real browser: /onepage prints on one page, and /mobile-one-pager loads
 * its contact overlay's scripts on phones only. Their built content is tests/dist/one-pager.test.ts's.
 */
import { expect, test } from '@playwright/test';
import { watch } from './watch';

test.describe('/onepage prints on one page', () => {
  const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

  for (const format of ['A4', 'Letter'] as const) {
    test(`one ${format} page`, async ({ page }) => {
      await page.goto('/onepage');
      await page.emulateMedia({ media: 'print' });
      expect(pageCount(await page.pdf({ format }))).toBe(1);
    });
  }

  test('prints in the dark theme as in the light one, without the site chrome', async ({ page }) => {
    await page.goto('/onepage');
    const colors = async (colorScheme: 'light' | 'dark') => {
      await page.emulateMedia({ media: 'print', colorScheme });
      return page.locator('h1').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(document.body).backgroundColor]);
    };
    expect(await colors('dark')).toEqual(await colors('light'));
    await expect(page.locator('[data-site-header]')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
  });
});

test.describe('scripts of the mobile one-pager', () => {
  // That a page without an island loads no script file is checked on every page (every-page.spec.ts).
  // The one island (ContactOverlay, client:visible) shows its button below the md breakpoint only.
  test('/mobile-one-pager: phones load only the island scripts; wide screens load none', async ({ page }) => {
    const { scripts } = await watch(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/mobile-one-pager');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) expect(path).toMatch(/^\/_astro\/.+\.js$/);
  });
});
