/**
 * The islands on a slow phone. Each island's script is requested once it
 * comes into view (client:visible), so on a slow connection its
 * server-rendered controls are on screen, and in use, seconds before it
 * hydrates. Here every /_astro/*.js response is held
 * back while the test acts as a visitor would in those seconds; then the
 * scripts arrive, the islands hydrate (no astro-island[ssr] left) and what the
 * visitor chose must still be what the page shows, with results to match.
 * Expectations come from src/lib and from the page's own content.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PLAN } from '../../src/lib/calculator';
import { FILTER_LABELS, FILTER_LEGEND, countText, type CaseStudyCategory } from '../../src/lib/case-study-filter';
import { useCaseTabs } from '../../src/lib/navigation';
import { planList } from '../../src/lib/pricing';
import { finalStatement, typingHero } from './islands';

/** Longest a script is held if a test never lets it through: a few seconds, as on a slow connection. */
const HOLD_MAX_MS = 8_000;

/**
 * Delays every island script (/_astro/*.js) until `arrive()` is called, or
 * HOLD_MAX_MS has passed, so the test's actions certainly happen before
 * hydration however fast or busy the machine is.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/_astro/*.js', async (route) => {
    held.push(route.request().url());
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HOLD_MAX_MS))]);
    await route.continue().catch(() => {}); // the page may be gone when a test ends early
  });
  return {
    /** Lets the scripts through and waits until every island on the page has hydrated. */
    async arrive() {
      // The directive asks for the script once the island is in view: wait for that request.
      await expect.poll(() => held.length, { message: 'an island script was requested and held' }).toBeGreaterThan(0);
      release();
      // Islands hydrate once in view (client:visible).
      for (const island of await page.locator('astro-island[ssr]').all()) await island.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    },
  };
}

/** The island holding `inner` is still server-rendered: what the test does now happens before hydration. */
async function expectNotHydrated(page: Page, inner: Locator) {
  await expect(page.locator('astro-island[ssr]').filter({ has: inner })).toHaveCount(1);
}

test.describe('use-case tabs before hydration (/use-cases)', () => {
  const [first, , chosen] = useCaseTabs; // artists, publishers
  const tab = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });
  // Hidden panels leave the accessibility tree, so this finds only the one shown.
  const shownPanel = (page: Page) => page.getByRole('tabpanel');

  test(`a deep link paints its panel and tab from the first frame (?tab=${chosen.key})`, async ({ page }) => {
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
    await page.goto(`/use-cases?tab=${chosen.key}`);
    await expectNotHydrated(page, page.getByRole('tablist', { name: 'Audiences' }));
    await expect(shownPanel(page)).toHaveCount(1);
    await expect(shownPanel(page)).toHaveAccessibleName(chosen.label);
    await expect(tab(page, chosen.label)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, first.label)).toHaveAttribute('aria-selected', 'false');
    const painted = await page.evaluate(() => (window as unknown as { paintedFrames: string[] }).paintedFrames);
    expect(painted.length).toBeGreaterThan(0);
    expect([...new Set(painted)]).toEqual([`use-case-panel-${chosen.key} | use-case-tab-${chosen.key}`]);

    await scripts.arrive();
    await expect(tab(page, chosen.label)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, chosen.label)).toHaveAttribute('tabindex', '0');
    await expect(shownPanel(page)).toHaveCount(1);
    await expect(shownPanel(page)).toHaveAccessibleName(chosen.label);
  });
  // An unknown value, and a tab chosen before hydration, are tests/unit/use-case-tabs.test.ts's and
  // tests/component/UseCaseTabs.test.tsx's: the inline script and the island run there as here.
});

test.describe('case-study filter before hydration (/case-studies)', () => {
  test('a category chosen before hydration is the one shown after it, with its count', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/case-studies');
    const filter = page.getByRole('group', { name: FILTER_LEGEND });
    // A filter option as a visitor reads it: its label and its count ("Artists 2").
    const option = (label: string) => filter.getByRole('radio', { name: new RegExp(`^${label} \\d+$`) });
    // A visitor clicks the pill that reads so (the radio inside it is visually hidden).
    const choose = (label: string) => filter.getByText(new RegExp(`^${label}\\s*\\d+$`)).click();
    const cards = page.locator('li[data-category]');
    const total = await cards.count();
    // The first card's category, and how many cards the page has in it.
    const category = (await cards.first().getAttribute('data-category')) as CaseStudyCategory;
    const expected = await page.locator(`li[data-category="${category}"]`).count();
    expect(expected).toBeLessThan(total);
    const count = page.getByText(/^Showing \d+ case stud/);
    await expect(count).toHaveText(countText(total));

    await choose(FILTER_LABELS[category]);
    await expectNotHydrated(page, page.getByRole('group', { name: FILTER_LEGEND }));
    await expect(page.locator('li[data-category]:visible')).toHaveCount(expected);
    // Nothing recounts before hydration, so the server's count does not stay up looking right.
    await expect(count).toBeHidden();

    await scripts.arrive();
    await expect(option(FILTER_LABELS[category])).toBeChecked();
    await expect(option(FILTER_LABELS.all)).not.toBeChecked();
    await expect(count).toBeVisible();
    await expect(count).toHaveText(countText(expected));
    await expect(page.locator('li[data-category]:visible')).toHaveCount(expected);
    // And it carries on from there.
    await choose(FILTER_LABELS.all);
    await expect(count).toHaveText(countText(total));
    await expect(page.locator('li[data-category]:visible')).toHaveCount(total);
  });
});

test.describe('royalty calculator before hydration (/pricing)', () => {
  // Which state the island adopts is tested in tests/component/royalty-calculator.test.tsx; the
  // notice that the figures are pending is the page's own, shown by the browser before any script.
  test('a control used before hydration shows the pending notice until the figures follow it', async ({ page }) => {
    const other = planList.find((plan) => plan.id !== DEFAULT_PLAN)!;
    const pending = page.getByText('Your figures appear as soon as the calculator has loaded.');
    const scripts = await holdScripts(page);
    await page.goto('/pricing#calculator');
    await expect(pending).toBeHidden(); // the server's example is right until something changes
    await page.getByRole('radio', { name: new RegExp(other.name) }).check();
    await expectNotHydrated(page, page.getByRole('slider', { name: 'Expected royalties this term' }));
    await expect(pending).toBeVisible();
    await scripts.arrive();
    await expect(pending).toBeHidden();
    await expect(page.getByText(/^At \$[\d,]+ on the .+ plan/)).toContainText(`on the ${other.name} plan`);
  });
});

test.describe('contact overlay and typing hero before hydration', () => {
  test('the contact button opens the dialog before hydration (invoker commands)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await page.goto('/mobile-one-pager');
    await page.getByRole('button', { name: 'Contact us' }).click();
    await expectNotHydrated(page, page.getByRole('button', { name: 'Contact us' }));
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeHidden();
    await scripts.arrive();
    await page.getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
  });

  test('the typing hero shows its final statement at rest until it hydrates, and after it with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scripts = await holdScripts(page);
    await page.goto('/');
    const hero = typingHero(page);
    // What a sighted visitor reads: the one visible line of the copy hidden from screen readers.
    const typed = hero.locator('[aria-hidden="true"] > span').filter({ visible: true });
    await expectNotHydrated(page, hero);
    for (const phase of ['before', 'after']) {
      await expect(hero.locator('.sr-only'), phase).toHaveText(finalStatement);
      await expect(typed, phase).toHaveText(finalStatement);
      await expect(hero.locator('.typing-caret'), phase).toHaveCount(0); // no caret: nothing pretends to type
      if (phase === 'before') await scripts.arrive();
    }
    await page.waitForTimeout(300);
    await expect(typed).toHaveText(finalStatement);
  });
});
