/**
 * The calculator, the typing hero and the mobile contact overlay in a real browser
 * (docs/architecture.md#islands), and every interactive island under axe once hydrated, in
 * both themes. Pure rules are tested in tests/unit, hydration over used controls in
 * tests/component; the use-case tabs and the case-study filter have their own specs.
 */
import { expect, test, type Page } from '@playwright/test';
import { MAX_DOLLARS, formatDollarsInput, fractionToDollars, stepToFraction } from '../../src/lib/calculator';
import { planList } from '../../src/lib/pricing';
import { timeToFinalMs } from '../../src/lib/typing';
import { axeProblems } from './accessibility';
import {
  audienceTabs,
  calculatorAmount,
  calculatorSlider,
  caseStudyFilter,
  contactButton,
  finalStatement,
  hydrated,
  islandOf,
  typingHero,
} from './islands';

test.describe('royalty calculator (/pricing)', () => {
  // The math and the adoption of controls used before hydration are tested without a browser
  // (tests/unit/calculator.test.ts, tests/component/royalty-calculator.test.tsx); this is the keyboard.
  test('is operable from the keyboard, the slider and the amount in step', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page, calculatorSlider(page));
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
  });
});

test.describe('typing hero (/)', () => {
  const hero = typingHero;
  /** What a sighted visitor reads: the one visible line of the hidden-from-screen-readers copy. */
  const typed = (page: Page) => hero(page).locator('[aria-hidden="true"] > span').filter({ visible: true });
  /** The caret shows while a line is being typed, and only then. */
  const caret = (page: Page) => hero(page).locator('.typing-caret');

  test('with reduced motion shows the final statement at once and never types', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page, hero(page));
    const final = await hero(page).locator('.sr-only').textContent();
    expect(final).toBe(finalStatement);
    await expect(typed(page)).toHaveText(final!);
    await page.waitForTimeout(300);
    await expect(typed(page)).toHaveText(final!);
    await expect(caret(page)).toHaveCount(0);
  });

  test('types the lines when motion is allowed, then shows the final statement', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page, hero(page));
    const texts = await hero(page).locator('.invisible').allTextContents();
    const lines = texts.slice(0, -1);
    const final = texts.at(-1)!;
    expect(lines).toHaveLength(6);
    await expect(caret(page)).toHaveCount(1);
    await page.clock.runFor(36 * 5);
    expect(lines[0]!.startsWith((await typed(page).textContent())!)).toBe(true);
    expect(await typed(page).textContent()).not.toBe(final);
    await page.clock.runFor(timeToFinalMs(lines));
    await expect(typed(page)).toHaveText(final);
    await expect(caret(page)).toHaveCount(0);
  });
});

test.describe('mobile contact overlay (/mobile-one-pager)', () => {
  test('opens a full-screen dialog at 390 px, traps focus, closes and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mobile-one-pager');
    await hydrated(page, contactButton(page));
    const opener = contactButton(page);
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(opener).toBeVisible();
    await expect(dialog).toBeHidden();

    await opener.click();
    await expect(dialog).toBeVisible();
    // Opening moves focus into the dialog, to its first control.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', /.+/);
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

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('is not shown at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/mobile-one-pager');
    // The island is on the page; its button is not shown.
    await expect(page.locator('astro-island').getByRole('button', { name: 'Contact us', includeHidden: true })).toHaveCount(1);
    await expect(contactButton(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('accessibility once hydrated', () => {
  // The route-wide axe run sees islands as server-rendered; these check them live, in both themes, in one load.
  for (const [path, component, inner, act] of [
    [
      '/pricing',
      'RoyaltyCalculator',
      calculatorSlider,
      (page: Page) => page.getByRole('radio', { name: new RegExp(planList[0]!.name) }).check(),
    ],
    ['/use-cases?tab=labelscatalogowners', 'UseCaseTabs', audienceTabs, async () => {}],
    ['/case-studies', 'CaseStudyFilter', caseStudyFilter, (page: Page) => page.getByText(/^Artists\s*\d+$/).click()],
    ['/mobile-one-pager', 'ContactOverlay', contactButton, (page: Page) => contactButton(page).click()],
  ] as const) {
    test(path, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await hydrated(page, inner(page));
      await act(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await axeProblems(page, { within: islandOf(component) }), colorScheme).toEqual([]);
      }
    });
  }
});
