/**
 * The use-case tabs in a real browser, hydrated: the keyboard and focus, the URL and history.
 * The tab rules are unit-tested (tests/unit/use-case-tabs.test.ts), hydration over a deep link or
 * an early click in tests/component; reading without JavaScript is shell.spec.ts's.
 */
import { expect, test, type Page } from '@playwright/test';
import { useCaseTabs } from '../../src/lib/navigation';
import { expectIslandAccessible } from './accessibility';
import { audienceTabs, hydrated } from './islands';

const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });
const panel = (page: Page, key: string) => page.locator(`#use-case-panel-${key}`);
const [first, second, third] = useCaseTabs;
const last = useCaseTabs.at(-1)!;

test('use-case tabs follow the ARIA tabs pattern, replace the query on a click, and follow back and forward', async ({ page }) => {
  await page.goto(`/use-cases?tab=${third!.key}`);
  await hydrated(page, audienceTabs(page));
  await expect(tab(page, third!.label)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1); // hidden panels leave the accessibility tree

  // The keyboard: arrows wrap, Home and End, one tab in the tab order, Tab goes on to the panel.
  await tab(page, first.label).click();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, second!.label)).toBeFocused();
  await expect(tab(page, second!.label)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`tab=${second!.key}$`));
  await page.keyboard.press('End');
  await expect(tab(page, last.label)).toBeFocused();
  await expect(panel(page, last.key)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, first.label)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, last.label)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, first.label)).toBeFocused();
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(panel(page, first.key)).toBeFocused();
  await expectIslandAccessible(page, 'UseCaseTabs');

  // A click replaces the query, without reloading the page or adding a history entry.
  const entries = await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
    return history.length;
  });
  await tab(page, third!.label).click();
  await expect(page).toHaveURL(new RegExp(`/use-cases/?\\?tab=${third!.key}$`));
  await expect(panel(page, third!.key)).toBeVisible();
  await expect(panel(page, first.key)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // Same-document entries: popstate moves the tabs.
  await page.evaluate(
    ([a, b]) => {
      history.pushState(null, '', `?tab=${a}`);
      history.pushState(null, '', `?tab=${b}`);
    },
    [second!.key, last.key],
  );
  await page.goBack();
  await expect(tab(page, second!.label)).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab(page, third!.label)).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tab(page, second!.label)).toHaveAttribute('aria-selected', 'true');
  // Across documents: a click replaced the entry, so coming back shows the clicked tab.
  await tab(page, last.label).click();
  await page.goto('/pricing');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`tab=${last.key}$`));
  await hydrated(page, audienceTabs(page));
  await expect(tab(page, last.label)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, last.key)).toBeVisible();
});
