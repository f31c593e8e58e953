/**
 * Hydration as the island specs see it: holding the island scripts back as a slow connection does,
 * until every island in view has hydrated (watch.ts waits for that), and the control or landmark
 * inside each island, found as a visitor finds it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { FILTER_LEGEND } from '../../src/lib/case-study-filter';
import { dataList } from '../content';
import { expectIslandsHydrated } from './watch';

/** Longest a script is held if a test never lets it through: a few seconds, as on a slow connection. */
const HOLD_MAX_MS = 8_000;

/**
 * Delays every island script (/_astro/*.js) until `arrive()` is called, or HOLD_MAX_MS has passed,
 * so the test's actions certainly happen before hydration however fast or busy the machine is.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_astro/*.js', async (route) => {
    held += 1;
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HOLD_MAX_MS))]);
    await route.continue().catch(() => {}); // the page may be gone when a test ends early
  });
  return {
    /** Lets the scripts through and waits until every island a visitor can see has hydrated. */
    async arrive() {
      // The directive asks for the script once the island is in view: wait for that request.
      await expect.poll(() => held, { message: 'an island script was requested and held' }).toBeGreaterThan(0);
      release();
      await expectIslandsHydrated(page);
    },
  };
}

/** The island holding `inner` is still server-rendered: what the test does now happens before hydration. */
export async function expectNotHydrated(page: Page, inner: Locator) {
  await expect(page.locator('astro-island[ssr]').filter({ has: inner })).toHaveCount(1);
}

export const calculatorSlider = (page: Page) => page.getByRole('slider', { name: 'Expected royalties this term' });
export const calculatorAmount = (page: Page) => page.getByRole('textbox', { name: 'Royalties in US dollars' });
export const audienceTabs = (page: Page) => page.getByRole('tablist', { name: 'Audiences' });
export const caseStudyFilter = (page: Page) => page.getByRole('group', { name: FILTER_LEGEND });
export const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact us' });
/** The typing hero: the paragraph that holds the final statement of the content file. */
export const { finalStatement } = dataList('marketing/home-hero.yaml')[0]! as { finalStatement: string };
export const typingHero = (page: Page) => page.getByRole('paragraph').filter({ hasText: finalStatement });
