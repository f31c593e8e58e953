/**
 * What the island specs share: waiting for an island to hydrate, and the control or landmark
 * inside each island, found as a visitor finds it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { FILTER_LEGEND } from '../../src/lib/case-study-filter';
import { dataList } from '../content';

/** The island wrapping `inner`, once client:visible has hydrated it (Astro drops `ssr`). */
export async function hydrated(page: Page, inner: Locator): Promise<Locator> {
  const island = page.locator('astro-island').filter({ has: inner }).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
  return island;
}

export const calculatorSlider = (page: Page) => page.getByRole('slider', { name: 'Expected royalties this term' });
export const calculatorAmount = (page: Page) => page.getByRole('textbox', { name: 'Royalties in US dollars' });
export const audienceTabs = (page: Page) => page.getByRole('tablist', { name: 'Audiences' });
export const caseStudyFilter = (page: Page) => page.getByRole('group', { name: FILTER_LEGEND });
export const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact us' });
/** The typing hero: the paragraph that holds the final statement of the content file. */
export const { finalStatement } = dataList('marketing/home-hero.yaml')[0]! as { finalStatement: string };
export const typingHero = (page: Page) => page.getByRole('paragraph').filter({ hasText: finalStatement });
