/**
 * The use-case tabs in a real browser: the URL, history, the keyboard and reading without
 * JavaScript. The tab rules are unit-tested (tests/unit/use-case-tabs.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { useCaseTabs } from '../../src/lib/navigation';
import { audienceTabs, hydrated } from './islands';

test.describe('use-case tabs (/use-cases)', () => {
  const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });

  test('without JavaScript every panel is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/use-cases?tab=managers');
    for (const { key } of useCaseTabs) await expect(page.locator(`#use-case-panel-${key}`)).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
    await context.close();
  });

  test('?tab=publishers opens publishers; a click replaces the query without reloading', async ({ page }) => {
    await page.goto('/use-cases?tab=publishers');
    await hydrated(page, audienceTabs(page));
    await expect(tab(page, 'Publishers')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#use-case-panel-publishers')).toBeVisible();
    await expect(page.locator('#use-case-panel-artists')).toBeHidden();
    await expect(page.getByRole('tabpanel')).toHaveCount(1); // hidden panels leave the accessibility tree

    const before = await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      return history.length;
    });
    await tab(page, 'Managers').click();
    await expect(page).toHaveURL(/\/use-cases\/?\?tab=managers$/);
    await expect(page.locator('#use-case-panel-managers')).toBeVisible();
    await expect(page.locator('#use-case-panel-publishers')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('back and forward follow the query', async ({ page }) => {
    await page.goto('/use-cases?tab=managers');
    await hydrated(page, audienceTabs(page));
    // Same-document entries: popstate must move the tabs.
    await page.evaluate(() => {
      history.pushState(null, '', '?tab=distributors');
      history.pushState(null, '', '?tab=labelscatalogowners');
    });
    await page.goBack();
    await expect(page).toHaveURL(/tab=distributors$/);
    await expect(tab(page, 'Distributors')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(tab(page, 'Managers')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(tab(page, 'Distributors')).toHaveAttribute('aria-selected', 'true');
    // Across documents: a click replaced the entry, so coming back shows the clicked tab.
    await tab(page, 'Publishers').click();
    await page.goto('/pricing');
    await page.goBack();
    await expect(page).toHaveURL(/tab=publishers$/);
    await hydrated(page, audienceTabs(page));
    await expect(tab(page, 'Publishers')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#use-case-panel-publishers')).toBeVisible();
  });

  test('follows the ARIA tabs pattern from the keyboard', async ({ page }) => {
    await page.goto('/use-cases');
    await hydrated(page, audienceTabs(page));
    const artists = tab(page, 'Artists');
    await expect(artists).toHaveAttribute('aria-controls', 'use-case-panel-artists');
    await expect(page.locator('#use-case-panel-artists')).toHaveAttribute('aria-labelledby', 'use-case-tab-artists');
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await artists.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Managers')).toBeFocused();
    await expect(tab(page, 'Managers')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=managers$/);
    await page.keyboard.press('End');
    await expect(tab(page, 'Distributors')).toBeFocused();
    await expect(page.locator('#use-case-panel-distributors')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(artists).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Distributors')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(artists).toBeFocused();
    await expect(artists).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    // Tab leaves the tablist for the panel (roving tabindex).
    await page.keyboard.press('Tab');
    await expect(page.locator('#use-case-panel-artists')).toBeFocused();
  });
});
