/**
 * The two one-pagers in a real browser: /onepage prints on one page, and /mobile-one-pager shows
 * and loads its contact overlay on phones only. Their built content is tests/dist/one-pager.test.ts's,
 * the overlay itself islands.spec.ts's.
 */
import { expect, test } from '@playwright/test';
import { contactButton } from './hydration';
import { watch } from './watch';

test('/onepage prints on one A4 or Letter page, in the dark theme as in the light one, without the site chrome', async ({ page }) => {
  const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  await page.goto('/onepage');
  const colors = async (colorScheme: 'light' | 'dark') => {
    await page.emulateMedia({ media: 'print', colorScheme });
    return page.locator('h1').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(document.body).backgroundColor]);
  };
  expect(await colors('dark')).toEqual(await colors('light'));
  await expect(page.locator('[data-site-header]')).toBeHidden();
  await expect(page.locator('body > footer')).toBeHidden();
  for (const format of ['A4', 'Letter'] as const) expect(pageCount(await page.pdf({ format })), format).toBe(1);
});

// That a page without an island loads no script file is checked on every page (every-page.spec.ts).
test('/mobile-one-pager: wide screens show no contact button and load no script; phones load only the island scripts', async ({ page }) => {
  const { scripts } = await watch(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mobile-one-pager');
  // The island is on the page; its button is not shown.
  await expect(page.locator('astro-island').getByRole('button', { name: 'Contact us', includeHidden: true })).toHaveCount(1);
  await expect(contactButton(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of scripts) expect(path).toMatch(/^\/_astro\/.+\.js$/);
});
