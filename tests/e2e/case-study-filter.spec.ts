/**
 * The case-study filter in a real browser, where which cards show is CSS: each option shows its
 * category's cards and no other, from the keyboard too. The options and their counts are
 * tests/dist/case-studies.test.ts's, the checked option and the announced count tests/component's.
 */
import { expect, test } from '@playwright/test';
import { expectIslandAccessible } from './accessibility';
import { caseStudyFilter, hydrated } from './islands';

test('the case-study filter shows the chosen category only, from a click or the arrow keys', async ({ page }) => {
  await page.goto('/case-studies');
  const island = await hydrated(page, caseStudyFilter(page));
  const shown = island.locator('li[data-category]:visible');
  const total = await island.locator('li[data-category]').count();
  const [all, ...categories] = await caseStudyFilter(page).getByRole('radio').all();
  expect(categories.length).toBeGreaterThan(0);
  for (const option of categories) {
    const category = (await option.getAttribute('value'))!;
    // The radio is visually hidden inside its pill; a visitor clicks the pill.
    await island
      .locator('label')
      .filter({ has: page.locator(`input[value="${category}"]`) })
      .click();
    await expect(option).toBeChecked();
    await expect(shown).toHaveCount(await island.locator(`li[data-category="${category}"]`).count());
    await expect(island.locator(`li[data-category]:not([data-category="${category}"]):visible`)).toHaveCount(0);
  }
  await expectIslandAccessible(page, 'CaseStudyFilter');
  // Arrow keys move along the native radio group, which wraps around.
  await categories.at(-1)!.focus();
  await page.keyboard.press('ArrowRight');
  await expect(all!).toBeChecked();
  await expect(shown).toHaveCount(total);
  await page.keyboard.press('ArrowRight');
  await expect(categories[0]!).toBeChecked();
});
