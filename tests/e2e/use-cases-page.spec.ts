/**
 * The use-case tabs in a real browser, from a deep link on a slow phone: the panel and tab it
 * names painted from the first frame, before the island's script arrives; once hydrated, the
 * keyboard and focus, the URL and history. The tab rules are unit-tested
 * (tests/unit/use-case-tabs.test.ts), hydration over a deep link or an early click in
 * tests/component/UseCaseTabs.test.tsx; reading without JavaScript is header-and-theme.spec.ts's.
 */
import { expect, test, type Page } from '@playwright/test';
import { useCaseTabs } from '../../src/lib/navigation';
import { expectIslandAccessible } from './accessibility';
import { audienceTabs, expectNotHydrated, holdScripts } from './hydration';
import { expectIslandsHydrated } from './watch';

const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });
const panel = (page: Page, key: string) => page.locator(`#use-case-panel-${key}`);
// Hidden panels leave the accessibility tree, so this finds only the one shown.
const shownPanel = (page: Page) => page.getByRole('tabpanel');
const [first, second, third] = useCaseTabs;
const last = useCaseTabs.at(-1)!;

test('a deep link paints its tab from the first frame; hydrated, the tabs follow the ARIA pattern, replace the query and follow history', async ({
  page,
}) => {
  // Every frame, from the first in which the parser has reached the panels (on a busy machine a frame
  // can paint the tab list before the panels below it exist): the panels visible and the tabs drawn as selected.
  await page.addInitScript((count) => {
    const frames: string[] = [];
    Object.assign(window, { paintedFrames: frames });
    const record = () => {
      if (document.querySelectorAll('[role="tabpanel"]').length < count) return requestAnimationFrame(record);
      const panels = [...document.querySelectorAll('[role="tabpanel"]')].filter((p) => p.checkVisibility()).map((p) => p.id);
      const marked = [...document.querySelectorAll('[role="tab"]')]
        .filter((t) => getComputedStyle(t).backgroundColor !== 'rgba(0, 0, 0, 0)')
        .map((t) => t.id);
      if (panels.length || marked.length) frames.push(`${panels.join(' ')} | ${marked.join(' ')}`);
      if (frames.length < 100) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  }, useCaseTabs.length);
  const scripts = await holdScripts(page);
  await page.goto(`/use-cases?tab=${third!.key}`);
  await expectNotHydrated(page, audienceTabs(page));
  await expect(shownPanel(page)).toHaveCount(1);
  await expect(shownPanel(page)).toHaveAccessibleName(third!.label);
  await expect(tab(page, third!.label)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, first.label)).toHaveAttribute('aria-selected', 'false');
  const painted = await page.evaluate(() => (window as unknown as { paintedFrames: string[] }).paintedFrames);
  expect(painted.length).toBeGreaterThan(0);
  expect([...new Set(painted)]).toEqual([`use-case-panel-${third!.key} | use-case-tab-${third!.key}`]);
  await scripts.arrive();
  await expect(tab(page, third!.label)).toHaveAttribute('aria-selected', 'true');

  // The keyboard moves the focus with the selection (which key goes where is nextTabIndex's, in
  // tests/unit/use-case-tabs.test.ts); one tab in the tab order, Tab goes on to the panel.
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
  await expectIslandsHydrated(page);
  await expect(tab(page, last.label)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, last.key)).toBeVisible();
});
