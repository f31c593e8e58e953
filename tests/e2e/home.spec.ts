/**
 * Home, pricing and compare: each page's sections in order and its key figures
 * (tests/e2e/product-sections.ts); the home page's own sections and the comparison grid.
 */
import { expect, test } from '@playwright/test';
import { site } from '../../src/site.config';
import { fillTokens } from '../../src/lib/facts';
import { cardsFor, tools } from '../../src/lib/navigation';
import { section, sectionNames } from './sections';
import { dataList, longDate } from '../content';
import {
  partnerLogos,
  comparisonRows,
  team,
  latestPress,
  yesNo,
  heading,
  sectionOrder,
  figures,
  wholeSystemRoutes,
} from './product-sections';

test.describe('sections in order', () => {
  for (const [route, expected] of Object.entries(sectionOrder)) {
    test(`${route}: ${expected.join(', ')}`, async ({ page }) => {
      await page.goto(route);
      expect(await sectionNames(page)).toEqual(expected.map((key) => heading[key]));
      // Every section's heading is on screen.
      for (const key of expected) {
        await expect(section(page, heading[key]).getByRole('heading', { name: heading[key], exact: true }), key).toBeVisible();
      }
    });
  }
});

test.describe('key figures', () => {
  // One load per page, every figure of that page checked in it; a soft assertion names each missing one.
  for (const route of [...new Set(figures.map(([route]) => route))]) {
    const own = figures.filter(([on]) => on === route);
    test(`${route} shows ${own.map(([, key, text]) => `${key} "${text}"`).join(', ')}`, async ({ page }) => {
      await page.goto(route);
      for (const [, key, text] of own) await expect.soft(section(page, heading[key]), `${key} shows "${text}"`).toContainText(text);
    });
  }
});

test.describe('home', () => {
  test('title is the tagline; the hero links to pricing and use cases', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`${site.name}: ${site.tagline}`);
    await expect(page.locator('h1')).toHaveText(site.tagline);
    const hero = section(page, heading.hero);
    await expect(hero.locator('a[href="/pricing"]')).toHaveCount(1);
    await expect(hero.locator('a[href="/use-cases"]')).toHaveCount(1);
    await expect(hero.locator('astro-island')).toHaveCount(1);
    await expect(hero).toContainText(dataList('marketing/home-hero.yaml')[0]!.disclaimer);
  });

  test('partner strip shows every partner logo of the data file, grouped by kind', async ({ page }) => {
    await page.goto('/');
    const strip = section(page, heading.partners);
    const groups = { label: 'Labels', streaming: 'Streaming', media: 'Media', tech: 'Technology' } as Record<string, string>;
    for (const category of new Set(partnerLogos.map((logo) => logo.category))) {
      await expect(strip.locator('h3', { hasText: groups[category] })).toHaveCount(1);
    }
    const logos = strip.locator('img');
    await expect(logos).toHaveCount(partnerLogos.length);
    for (const img of await logos.all()) {
      await expect(img).toHaveAttribute('alt', /\w{3}/);
      await expect(img).toHaveAttribute('height', /\d+/);
      await expect(img).toHaveAttribute('width', /\d+/);
    }
  });

  test('newsletter section embeds the form and shows the three newest press items', async ({ page }) => {
    await page.goto('/');
    const newsletter = section(page, heading.newsletter);
    const frame = newsletter.locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', site.links.newsletterEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(newsletter.locator('time')).toHaveText(latestPress.map((release) => longDate(release.data.date)));
  });

  test('team shows the first four members and "See team" goes to /about#team', async ({ page }) => {
    await page.goto('/');
    const preview = section(page, heading.teamPreview);
    await expect(preview.getByRole('link', { name: 'See team' })).toHaveAttribute('href', '/about#team');
    await expect(preview.locator('h3')).toHaveCount(Math.min(4, team.length));
  });

  test('"See the whole system" links the eight routes; the features card lists the six tools', async ({ page }) => {
    await page.goto('/');
    const grid = section(page, heading.wholeSystem);
    const cards = grid.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(cards).toHaveCount(wholeSystemRoutes.length);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(wholeSystemRoutes);
    const [features] = cardsFor(['features']);
    const featuresCard = grid.getByRole('listitem').filter({ has: page.getByRole('link', { name: features!.label, exact: true }) });
    await expect(featuresCard.getByRole('listitem')).toHaveText(tools.map((tool) => tool.label));
  });
});

test.describe('comparison grid (home and compare)', () => {
  const comparisonTable = { '/': heading.homeComparison, '/us-vs-them': heading.comparison };

  for (const [route, name] of Object.entries(comparisonTable)) {
    test(`${route}: every comparison row of the data file, each answer in text as well as icons`, async ({ page }) => {
      await page.goto(route);
      const table = section(page, name).getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Capability', site.name, 'Human agent', 'DIY service']);
      await expect(table.getByRole('rowheader')).toHaveText(comparisonRows.map((row) => fillTokens(row.label)));
      // The answers row by row, in the columns of the header: the product, the human agent, the DIY service.
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows).toHaveCount(comparisonRows.length);
      for (const [index, row] of comparisonRows.entries()) {
        await expect(rows.nth(index).getByRole('cell')).toHaveText([yesNo(row.product), yesNo(row.humanAgent), yesNo(row.diy)]);
      }
    });
  }

  test('both pages show the same rows', async ({ page }) => {
    const rows = async (route: keyof typeof comparisonTable) => {
      await page.goto(route);
      return section(page, comparisonTable[route]).getByRole('table').getByRole('rowheader').allTextContents();
    };
    expect(await rows('/')).toEqual(await rows('/us-vs-them'));
  });
});
