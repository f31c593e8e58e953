/**
 * Home, pricing and compare in a real browser: each page's sections in order
 * and its key figures. Figures come from the pricing module and lists from
 * the content files, so a writer's change to the data moves the expectation
 * with it, while a page that drops or garbles a figure fails.
 */
import { expect, test } from '@playwright/test';
import { site } from '../../src/site.config';
import { fact, fillTokens } from '../../src/lib/facts';
import {
  annualSavingsCents,
  annualValueItems,
  annualValueTotalCents,
  CROSS_PRO_AUDIT_SOCIETIES,
  CROSS_PRO_AUDIT_VALUE_CENTS,
  formatUsd,
  planList,
  plans,
  THRESHOLD_CENTS,
} from '../../src/lib/pricing';
import { cardsFor, tools } from '../../src/lib/navigation';
import { dataList, entries, longDate, newestFirst } from '../content';
import { documents } from '../../src/lib/collections';
import { section, sectionNames } from './sections';

const partnerLogos = dataList('marketing/partner-logos.yaml');
const trustedLogos = dataList('marketing/trusted-logos.yaml');
const comparisonRows = dataList('marketing/comparison-rows.yaml');
const toolCatalog = dataList('marketing/tool-catalog.yaml');
const faq = dataList('marketing/pricing-faq.yaml');
const team = dataList('company/team.yaml');
const latestPress = newestFirst(entries(documents.press)).slice(0, 3);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Each section's heading, which names the section (aria-labelledby): the page's
 * copy, with the figures and names it takes from the pricing module, the
 * content and the site config.
 */
const heading = {
  hero: site.tagline,
  bookDemo: 'See what your catalog is owed',
  successStories: 'Royalties our members were owed, and now receive',
  partners: 'Working alongside the music business',
  homeComparison: `${site.name}, a human agent or a DIY service?`,
  ourStory: 'Every song has a story. Ours started with one that never paid.',
  teamPreview: `The people behind ${site.name}`,
  newsletter: 'Royalty news, once a month',
  wholeSystem: 'See the whole system',
  headlineBet: `We bet your music is owed more than ${formatUsd(THRESHOLD_CENTS)}`,
  plans: 'Choose your term',
  annualValue: `${formatUsd(annualValueTotalCents())}+ of value for ${formatUsd(plans.annual.priceCents)}`,
  faq: `Questions about paying for ${site.name}`,
  calculator: 'What would you keep?',
  howItWorksShort: 'From missing data to monthly payouts',
  comparison: `${site.name}, a human agent or a DIY service`,
  trustedBy: 'Studios, collectives and independents rely on it',
  getStarted: 'Stop leaving royalties on the table',
  toolCatalog: `${toolCatalog.length} tools in one place`,
};
type SectionKey = keyof typeof heading;

/** Sections of each page, in order (docs/decisions.md#page-requirements). */
const sectionOrder: Record<string, SectionKey[]> = {
  '/': ['hero', 'bookDemo', 'successStories', 'partners', 'homeComparison', 'ourStory', 'teamPreview', 'newsletter', 'wholeSystem'],
  '/pricing': ['headlineBet', 'plans', 'annualValue', 'calculator', 'faq', 'bookDemo', 'howItWorksShort', 'wholeSystem'],
  '/us-vs-them': ['comparison', 'trustedBy', 'getStarted', 'toolCatalog'],
};

/** Key figures: text that must appear inside a section of the page, from the pricing module. */
const figures: [route: string, section: SectionKey, text: string][] = [
  ['/pricing', 'headlineBet', fact('price.threshold').text],
  ['/pricing', 'headlineBet', fact('price.adminFee').text],
  ...planList.flatMap((plan) => [
    ['/pricing', 'plans', plan.name] as [string, SectionKey, string],
    ['/pricing', 'plans', formatUsd(plan.priceCents)] as [string, SectionKey, string],
  ]),
  ['/pricing', 'plans', fact('price.sixMonthCrossover').text],
  ['/pricing', 'plans', fact('price.annualCrossover').text],
  ['/pricing', 'annualValue', `${formatUsd(annualValueTotalCents())}+`],
  ['/pricing', 'annualValue', formatUsd(annualSavingsCents())],
  ['/pricing', 'annualValue', formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS)],
  ['/pricing', 'faq', fact('price.threshold').text],
  ['/pricing', 'howItWorksShort', 'Read the full pitch'],
  ['/', 'hero', site.tagline],
  ['/', 'teamPreview', 'See team'],
  ['/us-vs-them', 'getStarted', 'Get Started Today'],
];

/** Ranges are typeset with an en dash. */
const typeset = (text: string) => text.replace(/(\d[%+KkM]?)-(\$?\d)/g, '$1–$2');

const wholeSystemRoutes = ['/pricing', '/us-vs-them', '/how-we-help', '/how-it-works', '/features', '/press', '/about', '/use-cases'];

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

  test('book a demo embeds the calendar 800 px tall', async ({ page }) => {
    await page.goto('/');
    const frame = section(page, heading.bookDemo).locator('iframe');
    // Third-party frames get their address once the page has painted and they near the viewport.
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', site.links.calendarEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame).toHaveAttribute('title', /.+/);
    expect((await frame.boundingBox())?.height).toBeCloseTo(800, 0);
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
    await expect(cards).toHaveCount(8);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(wholeSystemRoutes);
    const [features] = cardsFor(['features']);
    const featuresCard = grid.getByRole('listitem').filter({ has: page.getByRole('link', { name: features!.label, exact: true }) });
    await expect(featuresCard.getByRole('listitem')).toHaveText(tools.map((tool) => tool.label));
  });

  test('organisation and website structured data', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text));
    const org = data.find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({ name: site.name, url: site.url, sameAs: [site.links.linkedin, site.links.instagram] });
    expect(org.contactPoint.email).toMatch(/@refrain\.example$/);
    expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({ name: site.name, url: site.url });
  });
});

test.describe('comparison grid (home and compare)', () => {
  const comparisonTable = { '/': heading.homeComparison, '/us-vs-them': heading.comparison };

  for (const [route, name] of Object.entries(comparisonTable)) {
    test(`${route}: every comparison row of the data file, each answer in text as well as icons`, async ({ page }) => {
      await page.goto(route);
      const table = section(page, name).getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Capability', site.name, 'Human agent', 'DIY service']);
      await expect(table.getByRole('rowheader')).toHaveText(comparisonRows.map((row) => row.label));
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

test.describe('pricing', () => {
  test('a card per plan of the pricing module; their buttons open the sign-up app in a new tab', async ({ page }) => {
    await page.goto('/pricing');
    const cards = section(page, heading.plans).getByRole('article');
    await expect(cards).toHaveCount(planList.length);
    for (const [index, plan] of planList.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(plan.name);
      await expect(cards.nth(index).getByText(formatUsd(plan.priceCents), { exact: true })).toBeVisible();
      await expect(cards.nth(index)).toContainText(plan.badge);
    }
    for (const card of await cards.all()) {
      const button = card.locator(`a[href="${site.links.signup}"]`);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('annual value: the items of the pricing module, their total, the savings and the audit', async ({ page }) => {
    await page.goto('/pricing');
    const value = section(page, heading.annualValue);
    const table = value.getByRole('table');
    const items = table.locator('tbody').getByRole('row');
    await expect(items).toHaveCount(annualValueItems.length);
    for (const [index, item] of annualValueItems.entries()) {
      await expect(items.nth(index).getByRole('rowheader')).toHaveText(item.label);
      await expect(items.nth(index).getByRole('cell')).toHaveText(formatUsd(item.valueCents));
    }
    await expect(value.getByRole('heading', { level: 2 })).toHaveText(
      `${formatUsd(annualValueTotalCents())}+ of value for ${formatUsd(plans.annual.priceCents)}`,
    );
    await expect(table.getByRole('row', { name: 'Total value' }).getByRole('cell')).toHaveText(`${formatUsd(annualValueTotalCents())}+`);
    await expect(value).toContainText(`save ${formatUsd(annualSavingsCents())} against`);
    await expect(value.getByRole('heading', { level: 3 })).toContainText(`worth ${formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS)}`);
    for (const society of CROSS_PRO_AUDIT_SOCIETIES) await expect(value).toContainText(society);
  });

  test('the FAQ shows every question of the data file, prices filled, and opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    // Each question is a disclosure (<details>, a group) headed by the question.
    const items = section(page, heading.faq).getByRole('group');
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(faq.map((item) => fillTokens(item.question)));
    const last = items.last();
    const answer = last.getByText(fillTokens(faq.at(-1)!.answer).slice(0, 40));
    await expect(answer).toBeHidden();
    await last.getByRole('heading', { level: 3 }).click();
    await expect(answer).toBeVisible();
    await expect(items.filter({ hasText: /[{}]/ })).toHaveCount(0);
    await context.close();
  });

  test('the booking calendar is 800 px tall and the calculator island is on the page', async ({ page }) => {
    await page.goto('/pricing');
    const frame = section(page, heading.bookDemo).locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', site.links.calendarEmbed);
    expect((await frame.boundingBox())?.height).toBeCloseTo(800, 0);
    await expect(section(page, heading.calculator).locator('astro-island')).toHaveCount(1);
  });
});

test.describe('compare', () => {
  test('has its own title and description, and loads no script file', async ({ page }) => {
    await page.goto('/us-vs-them');
    await expect(page).toHaveTitle(/vs\./);
    await expect(page).not.toHaveTitle(`${site.name}: ${site.tagline}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /human rights agent/);
    await expect(page.locator('script[src]')).toHaveCount(0);
  });

  test('trusted-by row and "Get Started Today" to /pricing', async ({ page }) => {
    await page.goto('/us-vs-them');
    await expect(section(page, heading.trustedBy).getByRole('img')).toHaveCount(trustedLogos.length);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/pricing');
  });

  test('the catalog lists every tool of the data file with its average cost, typeset', async ({ page }) => {
    await page.goto('/us-vs-them');
    const table = section(page, heading.toolCatalog).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Tool', 'What it does', 'What it replaces', 'Average cost']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(toolCatalog.length);
    await expect(rows.getByRole('rowheader')).toHaveText(toolCatalog.map((tool) => tool.tool));
    for (const [index, tool] of toolCatalog.entries()) {
      const cells = rows.nth(index).getByRole('cell');
      await expect(cells).toHaveCount(3);
      // The last column is the average cost.
      await expect(cells.last()).toHaveText(typeset(tool.avgCost));
    }
  });
});
