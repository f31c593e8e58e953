/**
 * Publications in a browser: the press room and its releases, the feed, the
 * investor pages, the case studies with their filter island, and the home
 * page's Success Stories and latest press. What each list holds, and in which
 * order, comes from the content files.
 */
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { filterButtons } from '../../src/lib/case-study-filter';
import { caseStudies, entries, longDate, newestFirst } from '../content';
import { documents } from '../../src/lib/collections';
import { HOME_LATEST_PRESS } from '../../src/lib/navigation';
import { investorUpdatePath, pressPath } from '../../src/lib/routes';

const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const press = newestFirst(entries(documents.press));
const RELEASES = press.map((release) => release.id);
const updates = newestFirst(entries(documents.investorUpdates));
const studies = caseStudies(documents.caseStudies);

/** A section of the page, found by the heading that names it. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The date an article was published: the first date in its header. */
const published = (page: Page) => page.getByRole('article').locator('header time[datetime]').first();
/** The case-study cards: articles under the section's heading. */
const caseStudyCards = (page: Page) => region(page, 'All case studies').getByRole('article');
const card = (page: Page, title: string) => caseStudyCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('press room', () => {
  test('lists the releases newest first, and Read More opens each one', async ({ page }) => {
    await page.goto('/press');
    const items = region(page, 'Press releases').getByRole('article');
    await expect(items).toHaveCount(RELEASES.length);
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(press.map((release) => release.data.title));
    const times = await items.locator('time').allTextContents();
    for (const time of times) expect(time.trim()).toMatch(LONG_DATE);
    expect(times.map((t) => t.trim())).toEqual(press.map((release) => longDate(release.data.date)));

    for (const [index, slug] of RELEASES.entries()) {
      const title = (await items.nth(index).getByRole('heading', { level: 3 }).textContent())!.trim();
      // Each Read More link is named after its release, so a screen reader can tell them apart.
      await page.getByRole('link', { name: `Read More: ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${pressPath(slug)}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(published(page)).toHaveText(LONG_DATE);
      await page.getByRole('link', { name: 'Back to Press Room' }).click();
      await expect(page).toHaveURL(/\/press\/?$/);
    }
  });

  test('links back to About and to the media contact', async ({ page }) => {
    await page.goto('/press');
    await expect(page.getByRole('link', { name: `${site.emails.press}` }).first()).toHaveAttribute('href', `mailto:${site.emails.press}`);
    await page.getByRole('link', { name: 'Back to About' }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
  });

  test('the feed is served as XML and announced in the head', async ({ page, request }) => {
    await page.goto(pressPath(RELEASES[0]));
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/press/rss.xml');
    const response = await request.get('/press/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const body = await response.text();
    const links = [...body.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(RELEASES.map((slug) => `${site.url}/press/${slug}`));
  });
});

test.describe('investor pages', () => {
  test('from the landing to the content, an update and back', async ({ page }) => {
    await page.goto('/investors');
    await page.getByRole('link', { name: 'Access Investor Content' }).click();
    await expect(page).toHaveURL(/\/investors\/content\/?$/);

    const deck = page.getByRole('link', { name: /^Open the pitch deck/ });
    await expect(deck).toHaveAttribute('href', site.links.pitchDeck);
    await expect(deck).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'View the one-pager' })).toHaveAttribute('href', '/mobile-one-pager');

    const links = region(page, 'Investor updates').getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveText(updates.map((update) => update.data.title));
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${investorUpdatePath(updates[0]!.id)}/?$`));
    await expect(published(page)).toHaveText(longDate(updates[0]!.data.date));
    if (updates[1]) {
      await page.getByRole('link', { name: /Previous update/ }).click();
      await expect(page).toHaveURL(new RegExp(`${investorUpdatePath(updates[1].id)}/?$`));
    }
    await page.getByRole('link', { name: 'Back to Investor Updates' }).click();
    await expect(page).toHaveURL(/\/investors\/newsletters\/?$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(updates.length);
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
      updates.map((update) => update.data.title),
    );
  });
});

test.describe('case studies', () => {
  test('every study shows in full, and the filter narrows them', async ({ page }) => {
    await page.goto('/case-studies');
    const cards = caseStudyCards(page);
    await expect(cards).toHaveCount(studies.length);
    await expect(cards.locator('visible=true')).toHaveCount(studies.length);
    await expect(page.getByText(`Showing ${studies.length} case ${studies.length === 1 ? 'study' : 'studies'}`)).toBeVisible();

    // The smallest category with studies narrows the list to exactly its own.
    const buttons = filterButtons(studies.map((study) => ({ category: study.data.category })));
    const [smallest] = buttons.filter((button) => button.value !== 'all').sort((a, b) => a.count - b.count);
    // The filter is a radio group; a visitor clicks the pill that reads so (the radio inside is visually hidden).
    await page.getByText(new RegExp(`^${smallest!.label}\\s*${smallest!.count}$`)).click();
    await expect(page.getByRole('radio', { name: new RegExp(`^${smallest!.label}`) })).toBeChecked();
    await expect(cards.locator('visible=true')).toHaveCount(smallest!.count);
    for (const study of studies.filter((study) => study.data.category === smallest!.value)) {
      await expect(card(page, study.data.title)).toBeVisible();
    }

    const demo = page.getByRole('link', { name: /Book a Demo/ });
    await expect(demo).toHaveAttribute('href', site.links.calendar);
    await expect(demo).toHaveAttribute('target', '_blank');
  });

  test('the full story opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/case-studies');
    await expect(caseStudyCards(page).locator('visible=true')).toHaveCount(studies.length);
    const withStory = caseStudyCards(page)
      .filter({ has: page.getByText('Read the full story') })
      .first();
    const story = withStory.locator('details > div');
    await expect(story).toBeHidden();
    await withStory.getByText('Read the full story').click();
    await expect(story).toBeVisible();
    await expect(story).not.toBeEmpty();
    await context.close();
  });
});

test.describe('home page', () => {
  // These sections rise into place as they scroll into view; with the motion on, a busy machine can
  // click a link while it is still moving and miss it. The links are the same either way.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('Success Stories shows the featured studies and leads to /case-studies', async ({ page }) => {
    await page.goto('/');
    const section = region(page, 'Royalties our members were owed, and now receive');
    const cards = section.getByRole('article');
    const featured = studies.filter((study) => study.data.featured);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(featured.map((study) => study.data.title));
    await expect(cards.locator('.eyebrow')).toHaveText(featured.map((study) => study.data.category));
    // The challenge, the paragraph after its label, is clamped to three lines.
    const challenge = cards
      .first()
      .locator('div')
      .filter({ has: page.getByText('Challenge', { exact: true }) })
      .locator('p')
      .last();
    const { lines } = await challenge.evaluate((el) => ({ lines: el.clientHeight / parseFloat(getComputedStyle(el).lineHeight) }));
    expect(Math.round(lines)).toBeLessThanOrEqual(3);
    await section.getByRole('link', { name: 'See all case studies' }).click();
    await expect(page).toHaveURL(/\/case-studies\/?$/);
  });

  test('the newsletter section shows the newest releases with their dates', async ({ page }) => {
    await page.goto('/');
    const items = page.getByRole('list', { name: 'In the press' }).getByRole('listitem');
    await expect(items.locator('time')).toHaveText(press.slice(0, HOME_LATEST_PRESS).map((release) => longDate(release.data.date)));
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${pressPath(RELEASES[0])}/?$`));
  });
});
