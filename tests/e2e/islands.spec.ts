/**
 * The five React islands in a real browser (docs/architecture.md#islands): calculator, use-case
 * tabs, case-study filter, typing hero and the mobile contact overlay. Pure
 * rules are tested in tests/unit; this file checks the wiring, the keyboard,
 * the URL and what a visitor sees before and after hydration.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tiersFor, type TierId } from '../../src/lib/calculator';
import { useCaseTabs } from '../../src/lib/navigation';
import { plans, type Plan } from '../../src/lib/pricing';
import { timeToFinalMs } from '../../src/lib/typing';
import { FILTER_LEGEND, filterButtons } from '../../src/lib/case-study-filter';
import { documents } from '../../src/lib/collections';
import { caseStudies, dataList } from '../content';
import { axeProblems } from './accessibility';

/** The island wrapping `inner`, once client:visible has hydrated it (Astro drops `ssr`). */
async function hydrated(page: Page, inner: Locator): Promise<Locator> {
  const island = page.locator('astro-island').filter({ has: inner }).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
  return island;
}

/**
 * The island of a component, as a CSS selector for axe (which takes no locator): Astro names the
 * island's script after its component.
 */
const islandOf = (component: string) => `astro-island[component-url*="/${component}."]`;

/** A control or landmark inside each island, found as a visitor finds it. */
const calculatorSlider = (page: Page) => page.getByRole('slider', { name: 'Expected royalties this term' });
const audienceTabs = (page: Page) => page.getByRole('tablist', { name: 'Audiences' });
const caseStudyFilter = (page: Page) => page.getByRole('group', { name: FILTER_LEGEND });
const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact us' });
/** The typing hero: the paragraph that holds the final statement of the content file. */
const { finalStatement } = dataList('marketing/home-hero.yaml')[0]!;
const typingHero = (page: Page) => page.getByRole('paragraph').filter({ hasText: finalStatement });

test.describe('royalty calculator (/pricing)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page, calculatorSlider(page));
  });

  const slider = calculatorSlider;
  const amount = (page: Page) => page.getByRole('textbox', { name: 'Royalties in US dollars' });
  const calculator = (page: Page) => page.getByRole('main').getByRole('region', { name: 'What would you keep?' });
  const tierList = (page: Page) => calculator(page).getByRole('list', { name: /^Tiers on the / });
  const currentTier = (page: Page) => tierList(page).locator('[aria-current="true"]');
  /** A tier as the list shows it: "Tier 2: $1,000–$2,000", from the pricing module. */
  const tier = (plan: Plan, id: TierId) => {
    const tiers = tiersFor(plan);
    const index = tiers.findIndex((t) => t.id === id);
    return `Tier ${index + 1}: ${tiers[index]!.range}`;
  };
  // The figures sit in a polite live region, under the sentence that states the amount and plan.
  const result = (page: Page) =>
    calculator(page)
      .locator('[aria-live="polite"]')
      .filter({ hasText: /^At \$/ });

  test('starts at 0.2 ($1,000) on the annual plan, in tier 2', async ({ page }) => {
    await expect(slider(page)).toHaveValue('200');
    await expect(amount(page)).toHaveValue('1,000');
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await expect(currentTier(page)).toContainText(tier(plans.annual, 'credit'));
    await expect(currentTier(page)).toContainText('Your tier');
    await expect(result(page)).toHaveAttribute('aria-atomic', 'true');
    await expect(result(page)).toContainText('$100'); // 10% fee
    await expect(calculator(page)).toContainText('one-time registration fees');
  });

  test('keeps the slider and the dollar input in sync', async ({ page }) => {
    await slider(page).fill('500');
    await expect(amount(page)).toHaveValue('6,250');
    await expect(result(page)).toContainText('$6,250');
    await slider(page).fill('1000');
    await expect(amount(page)).toHaveValue('25,000');
    await amount(page).fill('6250');
    await expect(slider(page)).toHaveValue('500');
  });

  test('reads "$1,234" as 1,234 dollars, and clamps and zeroes bad input', async ({ page }) => {
    await amount(page).fill('$1,234');
    await expect(slider(page)).toHaveValue(String(Math.round(Math.sqrt(1234 / 25_000) * 1000)));
    await expect(result(page)).toContainText('At $1,234');
    await amount(page).blur();
    await expect(amount(page)).toHaveValue('1,234');
    await amount(page).fill('90000');
    await expect(amount(page)).toHaveValue('25,000');
    await expect(slider(page)).toHaveValue('1000');
    await amount(page).fill('abc');
    await expect(slider(page)).toHaveValue('0');
    await expect(result(page)).toContainText('At $0');
    await amount(page).blur();
    await expect(amount(page)).toHaveValue('0');
  });

  test('switching plan moves the crossover and the highlighted tier', async ({ page }) => {
    await amount(page).fill('1500');
    await expect(currentTier(page)).toContainText(tier(plans.annual, 'credit'));
    await expect(currentTier(page)).toContainText('$1,000–$2,000');
    await page.getByRole('radio', { name: /Six-Month Starter/ }).check();
    const sixMonth = plans['six-month'];
    await expect(currentTier(page)).toContainText(tier(sixMonth, 'above'));
    await expect(
      tierList(page)
        .getByRole('listitem')
        .filter({ hasText: tier(sixMonth, 'credit') }),
    ).toContainText('$1,000–$1,200');
    await amount(page).fill('999');
    await expect(currentTier(page)).toContainText(tier(sixMonth, 'prepaid'));
    await amount(page).fill('1200');
    await expect(currentTier(page)).toContainText(tier(sixMonth, 'credit'));
    await amount(page).fill('1201');
    await expect(currentTier(page)).toContainText(tier(sixMonth, 'above'));
    await expect(tierList(page).locator('[aria-current]')).toHaveCount(1);
  });

  test('is operable from the keyboard', async ({ page }) => {
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveValue('201');
    await expect(amount(page)).toHaveValue('1,010');
    await page.keyboard.press('End');
    await expect(amount(page)).toHaveValue('25,000');
    await page.keyboard.press('Home');
    await expect(amount(page)).toHaveValue('0');
    await expect(currentTier(page)).toContainText(tier(plans.annual, 'prepaid'));
    await page.getByRole('radio', { name: /Annual/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: /Six-Month Starter/ })).toBeChecked();
  });
});

test.describe('use-case tabs (/use-cases)', () => {
  const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });

  test('all six panels are in the static HTML', async ({ request }) => {
    const html = await (await request.get('/use-cases')).text();
    for (const { key } of useCaseTabs) {
      const panel = new RegExp(`<div[^>]*role="tabpanel"[^>]*id="use-case-panel-${key}"[^>]*>\\s*<astro-slot[^>]*>\\s*\\S`);
      expect(html, key).toMatch(panel);
    }
  });

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

  test('an invalid or missing tab shows artists', async ({ page }) => {
    for (const url of ['/use-cases?tab=nope', '/use-cases']) {
      await page.goto(url);
      await hydrated(page, audienceTabs(page));
      await expect(tab(page, 'Artists')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#use-case-panel-artists')).toBeVisible();
    }
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

  test('the static HTML holds the final statement; screen readers get only it', async ({ browser }) => {
    // Without JavaScript the page is its static HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(hero(page).locator('.sr-only')).toHaveText(finalStatement);
    await expect(typed(page)).toHaveText(finalStatement);
    await expect(caret(page)).toHaveCount(0);
    await expect(hero(page).locator('.sr-only + [aria-hidden="true"]')).toHaveCount(1);
    expect(await hero(page).evaluate((el) => el.tagName)).toBe('P');
    await context.close();
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

test.describe('hydration', () => {
  for (const [path, inner] of [
    ['/pricing', calculatorSlider],
    ['/use-cases?tab=distributors', audienceTabs],
    ['/case-studies', caseStudyFilter],
    ['/', typingHero],
    ['/mobile-one-pager', contactButton],
  ] as const) {
    test(`${path} hydrates its island without errors or mismatches`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // Embeds on reserved domains cannot load in tests, and a static style attribute
        // blocked by the CSP is not the island's: only script errors count here.
        const ignored = /Failed to load resource|ERR_NAME_NOT_RESOLVED|Applying inline style violates/;
        if (message.type() === 'error' && !ignored.test(message.text())) {
          errors.push(message.text());
        }
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await hydrated(page, inner(page));
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('accessibility once hydrated', () => {
  // The route-wide axe run sees islands as server-rendered; these check them live, in both themes.
  for (const scheme of ['light', 'dark'] as const) {
    for (const [path, component, inner, act] of [
      ['/pricing', 'RoyaltyCalculator', calculatorSlider, (page: Page) => page.getByRole('radio', { name: /Six-Month Starter/ }).check()],
      ['/use-cases?tab=labelscatalogowners', 'UseCaseTabs', audienceTabs, async () => {}],
      ['/case-studies', 'CaseStudyFilter', caseStudyFilter, (page: Page) => page.getByText(/^Artists\s*\d+$/).click()],
      ['/mobile-one-pager', 'ContactOverlay', contactButton, (page: Page) => contactButton(page).click()],
    ] as const) {
      test(`${path} (${scheme})`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(path);
        await hydrated(page, inner(page));
        await act(page);
        const serious = await axeProblems(page, { within: islandOf(component) });
        expect(serious).toEqual([]);
      });
    }
  }
});
