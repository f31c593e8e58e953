/**
 * The case-study filter in a real browser: counts, the checked option, what is shown and
 * what is announced, from the keyboard too. Options come from the content.
 */
import { expect, test } from '@playwright/test';
import { FILTER_LEGEND, filterButtons } from '../../src/lib/case-study-filter';
import { documents } from '../../src/lib/collections';
import { caseStudies } from '../content';
import { caseStudyFilter, hydrated } from './islands';

test.describe('case-study filter (/case-studies)', () => {
  test('counts, checks and announces', async ({ page }) => {
    await page.goto('/case-studies');
    const island = await hydrated(page, caseStudyFilter(page));
    const cards = island.locator('li[data-category]');
    const total = await cards.count();
    expect(total).toBeGreaterThan(0);
    const count = island.getByText(/^Showing \d+ case stud/);
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(count).toHaveText(`Showing ${total} case studies`);
    const group = island.getByRole('group', { name: FILTER_LEGEND });
    const all = group.getByRole('radio', { name: `All ${total}` });
    await expect(all).toBeChecked();

    const others = (await group.getByRole('radio').all()).slice(1);
    expect(others.length).toBeGreaterThan(0);
    for (const option of others) {
      const category = (await option.getAttribute('value'))!;
      const expected = await island.locator(`li[data-category="${category}"]`).count();
      expect(expected, `${category} is shown only with entries`).toBeGreaterThan(0);
      await expect(option).toHaveAccessibleName(new RegExp(` ${expected}$`));
      // The radio is visually hidden inside its pill; a visitor clicks the pill.
      await group
        .locator('label')
        .filter({ has: page.locator(`input[value="${category}"]`) })
        .click();
      await expect(option).toBeChecked();
      await expect(all).not.toBeChecked();
      await expect(count).toHaveText(`Showing ${expected} ${expected === 1 ? 'case study' : 'case studies'}`);
      await expect(island.locator('li[data-category]:visible')).toHaveCount(expected);
      await expect(island.locator(`li[data-category]:not([data-category="${category}"]):visible`)).toHaveCount(0);
    }
    // The options are the content's: All, then each category that has case studies, with its count; a category
    // without any has no option (docs/decisions.md#original-content).
    const buttons = filterButtons(caseStudies(documents.caseStudies).map((study) => ({ category: study.data.category })));
    const radios = await group.getByRole('radio').all();
    expect(await Promise.all(radios.map((radio) => radio.getAttribute('value')))).toEqual(buttons.map((button) => button.value));
    for (const [index, button] of buttons.entries())
      await expect(radios[index]!).toHaveAccessibleName(new RegExp(`^${button.label}\\s+${button.count}$`));
    // Arrow keys move along the native radio group.
    await all.focus();
    await page.keyboard.press('ArrowRight');
    await expect(others[0]!).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(all).toBeChecked();
    await expect(island.locator('li[data-category]:visible')).toHaveCount(total);
  });
});
