/**
 * The case-study filter in a real browser, on a slow phone: which cards show is CSS, so each
 * option shows its category's cards and no other, from a click or the arrow keys, before the
 * island's script arrives; once it hydrates, the category chosen is still the one shown, now with
 * its count. The options and their counts are tests/dist/case-studies.test.ts's, the checked
 * option and the announced count after hydration tests/component/CaseStudyFilter.test.tsx's.
 */
import { expect, test } from '@playwright/test';
import { countText, FILTER_LABELS, type CaseStudyCategory } from '../../src/lib/case-study-filter';
import { expectIslandAccessible } from './accessibility';
import { caseStudyFilter, expectNotHydrated, holdScripts } from './hydration';

test('the filter shows the chosen category only, before hydration too, and keeps the choice as it hydrates', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/case-studies');
  const cards = page.locator('li[data-category]');
  const shown = page.locator('li[data-category]:visible');
  const total = await cards.count();
  const count = page.getByText(/^Showing \d+ case stud/);
  await expect(count).toHaveText(countText(total));
  const [all, ...categories] = await caseStudyFilter(page).getByRole('radio').all();
  expect(categories.length).toBeGreaterThan(0);
  for (const option of categories) {
    const category = (await option.getAttribute('value'))!;
    // The radio is visually hidden inside its pill; a visitor clicks the pill.
    await caseStudyFilter(page)
      .locator('label')
      .filter({ has: page.locator(`input[value="${category}"]`) })
      .click();
    await expect(option).toBeChecked();
    await expect(shown).toHaveCount(await page.locator(`li[data-category="${category}"]`).count());
    await expect(page.locator(`li[data-category]:not([data-category="${category}"]):visible`)).toHaveCount(0);
    // Nothing recounts before hydration, so the server's count does not stay up looking right.
    await expect(count).toBeHidden();
  }
  // Arrow keys move along the native radio group, which wraps around.
  await categories.at(-1)!.focus();
  await page.keyboard.press('ArrowRight');
  await expect(all!).toBeChecked();
  await expect(shown).toHaveCount(total);
  await page.keyboard.press('ArrowRight');
  await expect(categories[0]!).toBeChecked();
  await expectNotHydrated(page, caseStudyFilter(page));

  const category = (await categories[0]!.getAttribute('value')) as CaseStudyCategory;
  const expected = await page.locator(`li[data-category="${category}"]`).count();
  expect(expected).toBeLessThan(total);
  await scripts.arrive();
  await expect(caseStudyFilter(page).getByRole('radio', { name: new RegExp(`^${FILTER_LABELS[category]} \\d+$`) })).toBeChecked();
  await expect(count).toHaveText(countText(expected));
  await expect(shown).toHaveCount(expected);
  await expectIslandAccessible(page, 'CaseStudyFilter');
});
