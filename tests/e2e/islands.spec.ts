/**
 * The calculator, the typing hero, the mobile contact overlay and the case-study filter in a real browser
 * (docs/architecture.md#islands), each first on a slow phone, used while its script is held back,
 * then hydrated and under axe. Pure rules are tested in tests/unit, which state the calculator
 * adopts from controls used before hydration in tests/component/royalty-calculator.test.tsx; the
 * use-case tabs have their own spec (use-cases-page.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { countText, FILTER_LABELS, type CaseStudyCategory } from '../../src/lib/case-study-filter';
import { DEFAULT_PLAN, MAX_DOLLARS, formatDollarsInput, fractionToDollars, stepToFraction } from '../../src/lib/calculator';
import { planList } from '../../src/lib/pricing';
import { timeToFinalMs } from '../../src/lib/typing';
import { expectIslandAccessible } from './accessibility';
import {
  calculatorAmount,
  calculatorSlider,
  caseStudyFilter,
  contactButton,
  expectNotHydrated,
  finalStatement,
  holdScripts,
  typingHero,
} from './hydration';

test.describe('royalty calculator (/pricing)', () => {
  test('a control used before hydration shows the pending notice until the figures follow it; hydrated, it is operable from the keyboard', async ({
    page,
  }) => {
    const other = planList.find((plan) => plan.id !== DEFAULT_PLAN)!;
    // The notice is the page's own, shown by the browser before any script.
    const pending = page.getByText('Your figures appear as soon as the calculator has loaded.');
    const scripts = await holdScripts(page);
    await page.goto('/pricing#calculator');
    await expect(pending).toBeHidden(); // the server's example is right until something changes
    await page.getByRole('radio', { name: new RegExp(other.name) }).check();
    await expectNotHydrated(page, calculatorSlider(page));
    await expect(pending).toBeVisible();
    await scripts.arrive();
    await expect(pending).toBeHidden();
    await expect(page.getByText(/^At \$[\d,]+ on the .+ plan/)).toContainText(`on the ${other.name} plan`);

    // The keyboard: the slider and the amount in step, the plans a native radio group.
    const slider = calculatorSlider(page);
    const start = Number(await slider.inputValue());
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue(String(start + 1));
    await expect(calculatorAmount(page)).toHaveValue(formatDollarsInput(fractionToDollars(stepToFraction(start + 1))));
    await page.keyboard.press('End');
    await expect(calculatorAmount(page)).toHaveValue(formatDollarsInput(MAX_DOLLARS));
    await page.keyboard.press('Home');
    await expect(calculatorAmount(page)).toHaveValue('0');
    const [first, second] = planList;
    await page.getByRole('radio', { name: new RegExp(second!.name) }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: new RegExp(first!.name) })).toBeChecked();
    await expectIslandAccessible(page, 'RoyaltyCalculator');
  });
});

test.describe('typing hero (/)', () => {
  // What a sighted visitor reads: the one visible line of the copy hidden from screen readers.
  const typed = (page: Page) => typingHero(page).locator('[aria-hidden="true"] > span').filter({ visible: true });
  const caret = (page: Page) => typingHero(page).locator('.typing-caret');

  test('with reduced motion, shows its final statement at rest before it hydrates and after', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scripts = await holdScripts(page);
    await page.goto('/');
    await expectNotHydrated(page, typingHero(page));
    for (const phase of ['before', 'after']) {
      await expect(typingHero(page).locator('.sr-only'), phase).toHaveText(finalStatement);
      await expect(typed(page), phase).toHaveText(finalStatement);
      await expect(caret(page), phase).toHaveCount(0); // no caret: nothing pretends to type
      if (phase === 'before') await scripts.arrive();
    }
    await page.waitForTimeout(300);
    await expect(typed(page)).toHaveText(finalStatement);
  });

  test('types the lines when motion is allowed, then shows the final statement', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    // The hero is in view from the start; the clock is installed, so nothing is scrolled frame by frame.
    await expect(page.locator('astro-island[ssr]').filter({ has: typingHero(page) })).toHaveCount(0);
    const texts = await typingHero(page).locator('.invisible').allTextContents();
    const lines = texts.slice(0, -1);
    expect(texts.at(-1)).toBe(finalStatement);
    expect(lines.length).toBeGreaterThan(0);
    await expect(caret(page)).toHaveCount(1);
    // Part of a line, not the statement (how far it has got depends on how busy the machine is).
    const partial = (await typed(page).textContent())!;
    expect(partial).not.toBe(finalStatement);
    expect(lines.some((line) => line.startsWith(partial))).toBe(true);
    await page.clock.runFor(timeToFinalMs(lines));
    await expect(typed(page)).toHaveText(finalStatement);
    await expect(caret(page)).toHaveCount(0);
  });
});

test.describe('mobile contact overlay (/mobile-one-pager)', () => {
  test('opens before hydration (invoker commands); hydrated, a full-screen dialog at 390 px that traps focus and returns it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await page.goto('/mobile-one-pager');
    const opener = contactButton(page);
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toBeHidden();
    await opener.click();
    await expectNotHydrated(page, opener);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await scripts.arrive();

    await opener.click();
    await expect(dialog).toBeVisible();
    // Opening moves focus into the dialog, to its first control.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    // Focus never reaches the page behind, however often Tab is pressed. A native
    // modal dialog cycles its own controls and the browser's UI (seen here as
    // document.body: nothing in the page is focused), never the inert page.
    const places: string[] = [];
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      places.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return document.querySelector('dialog[open]')?.contains(active) ? 'dialog' : `outside: ${active.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect(places.filter((place) => place.startsWith('outside'))).toEqual([]);
    expect(places).toContain('dialog');
    // The page behind is inert while the dialog is open.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
    await expectIslandAccessible(page, 'ContactOverlay');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('case-study filter (/case-studies)', () => {
  // The case-study filter in a real browser, on a slow phone: which cards show is CSS, so each
  // option shows its category's cards and no other, from a click or the arrow keys, before the
  // island's script arrives; once it hydrates, the category chosen is still the one shown, now with
  // its count. The options and their counts are tests/dist/case-studies.test.ts's, the checked
  // option and the announced count after hydration tests/component/CaseStudyFilter.test.tsx's.
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
});
