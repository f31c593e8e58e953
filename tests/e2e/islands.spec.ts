/**
 * The calculator, the typing hero and the mobile contact overlay in a real browser
 * (docs/architecture.md#islands), each interactive one under axe once hydrated and used. Pure
 * rules are tested in tests/unit, hydration over used controls in tests/component; the use-case
 * tabs and the case-study filter have their own specs, and islands before hydration theirs.
 */
import { expect, test, type Page } from '@playwright/test';
import { MAX_DOLLARS, formatDollarsInput, fractionToDollars, stepToFraction } from '../../src/lib/calculator';
import { planList } from '../../src/lib/pricing';
import { timeToFinalMs } from '../../src/lib/typing';
import { expectIslandAccessible } from './accessibility';
import { calculatorAmount, calculatorSlider, contactButton, finalStatement, hydrated, typingHero } from './islands';

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
    await expectIslandAccessible(page, 'RoyaltyCalculator');
  });
});

test.describe('typing hero (/)', () => {
  // At rest with reduced motion, and before hydration, is before-hydration.spec.ts's.
  const typed = (page: Page) => typingHero(page).locator('[aria-hidden="true"] > span').filter({ visible: true });
  const caret = (page: Page) => typingHero(page).locator('.typing-caret');

  test('types the lines when motion is allowed, then shows the final statement', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page, typingHero(page));
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
