/**
 * Home, pricing and compare in a real browser: each page's sections in order
 * and its key figures. Figures come from the pricing module and lists from
 * the content files, so a writer's change to the data moves the expectation
 * with it, while a page that drops or garbles a figure fails.
 */
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { fees } from '../../src/lib/legal-figures';
import { tokens } from '../../src/lib/facts';
import {
  annualSavingsCents,
  annualValueItems,
  annualValueTotalCents,
  CROSS_PRO_AUDIT_SOCIETIES,
  CROSS_PRO_AUDIT_VALUE_CENTS,
  formatUsd,
  planList,
} from '../../src/lib/pricing';
import { fillFigures } from '../../src/lib/schemas/marketing';
import { tools } from '../../src/lib/navigation';
import { dataList, entries, longDate, newestFirst } from '../content';

/** Sections of each page, by their data-section, in order (docs/decisions.md#page-requirements). */
const sectionOrder: Record<string, string[]> = {
  '/': ['hero', 'book-demo', 'success-stories', 'partners', 'comparison', 'our-story', 'team-preview', 'newsletter', 'whole-system'],
  '/pricing': ['headline-bet', 'plans', 'annual-value', 'faq', 'book-demo', 'calculator', 'how-it-works-short', 'whole-system'],
  '/us-vs-them': ['comparison', 'trusted-by', 'get-started', 'tool-catalogue'],
};

/** Key figures: text that must appear inside a section of the page, from the pricing module. */
const figures: [route: string, section: string, text: string][] = [
  ['/pricing', 'headline-bet', fees.threshold],
  ['/pricing', 'headline-bet', fees.adminFee],
  ...planList.flatMap((plan) => [
    ['/pricing', 'plans', plan.name] as [string, string, string],
    ['/pricing', 'plans', formatUsd(plan.priceCents)] as [string, string, string],
  ]),
  ['/pricing', 'plans', fees.sixMonthCrossover],
  ['/pricing', 'plans', fees.annualCrossover],
  ['/pricing', 'annual-value', `${formatUsd(annualValueTotalCents())}+`],
  ['/pricing', 'annual-value', formatUsd(annualSavingsCents())],
  ['/pricing', 'annual-value', formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS)],
  ['/pricing', 'faq', fees.threshold],
  ['/pricing', 'how-it-works-short', 'Read the full pitch'],
  ['/', 'hero', site.tagline],
  ['/', 'team-preview', 'See team'],
  ['/us-vs-them', 'get-started', 'Get Started Today'],
];

/** Ranges are typeset with an en dash. */
const typeset = (text: string) => text.replace(/(\d[%+KkM]?)-(\$?\d)/g, '$1–$2');

const wholeSystemRoutes = ['/pricing', '/us-vs-them', '/how-we-help', '/how-it-works', '/features', '/press', '/about', '/use-cases'];
const partnerLogos = dataList('marketing/partner-logos.yaml');
const trustedLogos = dataList('marketing/trusted-logos.yaml');
const comparisonRows = dataList('marketing/comparison-rows.yaml');
const toolCatalogue = dataList('marketing/tool-catalogue.yaml');
const faq = dataList('marketing/pricing-faq.yaml');
const team = dataList('company/team.yaml');
const latestPress = newestFirst(entries('press')).slice(0, 3);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);

test.describe('sections in order', () => {
  for (const [route, expected] of Object.entries(sectionOrder)) {
    test(`${route}: ${expected.join(', ')}`, async ({ page }) => {
      await page.goto(route);
      const found = await page
        .locator('main [data-section]')
        .evaluateAll((nodes) =>
          nodes.filter((n) => !n.parentElement?.closest('[data-section]')).map((n) => n.getAttribute('data-section')),
        );
      expect(found).toEqual(expected);
      // Every section has a heading.
      for (const name of expected) {
        await expect(section(page, name).locator('h1, h2').first(), name).toBeVisible();
      }
    });
  }
});

test.describe('key figures', () => {
  for (const [route, name, text] of figures) {
    test(`${route} ${name} shows "${text}"`, async ({ page }) => {
      await page.goto(route);
      await expect(section(page, name)).toContainText(text);
    });
  }
});

test.describe('home', () => {
  test('title is the tagline; the hero links to pricing and use cases', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`${site.name}: ${site.tagline}`);
    await expect(page.locator('h1')).toHaveText(site.tagline);
    const hero = section(page, 'hero');
    await expect(hero.locator('a[href="/pricing"]')).toHaveCount(1);
    await expect(hero.locator('a[href="/use-cases"]')).toHaveCount(1);
    await expect(hero.locator('astro-island')).toHaveCount(1);
    await expect(hero).toContainText(dataList('marketing/home-hero.yaml')[0]!.disclaimer);
  });

  test('book a demo embeds the calendar 800 px tall', async ({ page }) => {
    await page.goto('/');
    const frame = section(page, 'book-demo').locator('iframe');
    // Third-party frames get their address once the page has painted and they near the viewport.
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', site.links.calendarEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame).toHaveAttribute('title', /.+/);
    expect((await frame.boundingBox())?.height).toBeCloseTo(800, 0);
  });

  test('without JavaScript the calendar is one ordinary lazy frame', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const frames = section(page, 'book-demo').locator('iframe');
    await expect(frames.and(page.locator(':visible'))).toHaveCount(1);
    const frame = frames.and(page.locator(':visible'));
    await expect(frame).toHaveAttribute('src', site.links.calendarEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    expect((await frame.boundingBox())?.height).toBeCloseTo(800, 0);
    await context.close();
  });

  test('partner strip shows every partner logo of the data file, grouped by kind', async ({ page }) => {
    await page.goto('/');
    const strip = section(page, 'partners');
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
    const newsletter = section(page, 'newsletter');
    const frame = newsletter.locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', site.links.newsletterEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(newsletter.locator('time')).toHaveText(latestPress.map((release) => longDate(release.data.date)));
  });

  test('team shows the first four members and "See team" goes to /about#team', async ({ page }) => {
    await page.goto('/');
    const preview = section(page, 'team-preview');
    await expect(preview.getByRole('link', { name: 'See team' })).toHaveAttribute('href', '/about#team');
    await expect(preview.locator('h3')).toHaveCount(Math.min(4, team.length));
  });

  test('"See the whole system" links the eight routes; the features card lists the six tools', async ({ page }) => {
    await page.goto('/');
    const grid = section(page, 'whole-system');
    await expect(grid.locator('h3 a')).toHaveCount(8);
    expect(await grid.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(wholeSystemRoutes);
    await expect(grid.locator('[data-tools] li')).toHaveText(tools.map((tool) => tool.label));
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
  for (const route of ['/', '/us-vs-them']) {
    test(`${route}: every comparison row of the data file, each answer in text as well as icons`, async ({ page }) => {
      await page.goto(route);
      const table = page.locator('table[data-comparison]');
      await expect(table.locator('thead th')).toHaveText(['Capability', site.name, 'Human agent', 'DIY service']);
      await expect(table.locator('tbody th[scope="row"]')).toHaveText(comparisonRows.map((row) => row.label));
      await expect(table.locator('td[data-col="product"]')).toHaveText(comparisonRows.map((row) => yesNo(row.product)));
      await expect(table.locator('td[data-col="humanAgent"]')).toHaveText(comparisonRows.map((row) => yesNo(row.humanAgent)));
      await expect(table.locator('td[data-col="diy"]')).toHaveText(comparisonRows.map((row) => yesNo(row.diy)));
    });
  }

  test('both pages show the same rows', async ({ page }) => {
    const rows = async (route: string) => {
      await page.goto(route);
      return page.locator('table[data-comparison] tbody th').allTextContents();
    };
    expect(await rows('/')).toEqual(await rows('/us-vs-them'));
  });
});

test.describe('pricing', () => {
  test('a card per plan of the pricing module; their buttons open the sign-up app in a new tab', async ({ page }) => {
    await page.goto('/pricing');
    const cards = page.locator('[data-plan]');
    await expect(cards).toHaveCount(planList.length);
    await expect(cards.locator('[data-price]')).toHaveText(planList.map((plan) => formatUsd(plan.priceCents)));
    for (const [index, plan] of planList.entries()) {
      await expect(cards.nth(index).locator('h3')).toHaveText(plan.name);
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
    const value = section(page, 'annual-value');
    await expect(value.locator('[data-value-item] td')).toHaveText(annualValueItems.map((item) => formatUsd(item.valueCents)));
    await expect(value.locator('[data-total]')).toHaveText(`${formatUsd(annualValueTotalCents())}+`);
    await expect(value.locator('[data-savings]')).toHaveText(formatUsd(annualSavingsCents()));
    await expect(value.locator('[data-audit]')).toHaveText(formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS));
    for (const society of CROSS_PRO_AUDIT_SOCIETIES) await expect(value).toContainText(society);
  });

  test('the FAQ shows every question of the data file, prices filled, and opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    const items = page.locator('[data-faq]');
    await expect(items.locator('summary')).toHaveText(faq.map((item) => fillFigures(item.question, tokens)));
    const last = items.last();
    await expect(last.locator('p').first()).toBeHidden();
    await last.locator('summary').click();
    await expect(last.locator('p').first()).toBeVisible();
    await expect(last).toContainText(fillFigures(faq.at(-1)!.answer, tokens).slice(0, 40));
    await expect(items.filter({ hasText: /[{}]/ })).toHaveCount(0);
    await context.close();
  });

  test('the booking calendar is 800 px tall and the calculator island is on the page', async ({ page }) => {
    await page.goto('/pricing');
    const frame = section(page, 'book-demo').locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', site.links.calendarEmbed);
    expect((await frame.boundingBox())?.height).toBeCloseTo(800, 0);
    await expect(section(page, 'calculator').locator('astro-island')).toHaveCount(1);
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
    await expect(section(page, 'trusted-by').locator('img')).toHaveCount(trustedLogos.length);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/pricing');
  });

  test('the catalogue lists every tool of the data file with its average cost, typeset', async ({ page }) => {
    await page.goto('/us-vs-them');
    const table = page.locator('table[data-tool-catalogue]');
    await expect(table.locator('thead th')).toHaveText(['Tool', 'What it does', 'What it replaces', 'Average cost']);
    await expect(table.locator('tbody tr')).toHaveCount(toolCatalogue.length);
    const costs = await table.locator('[data-cost]').allTextContents();
    expect(costs.map((cost) => cost.trim())).toEqual(toolCatalogue.map((tool) => typeset(tool.avgCost)));
    for (const row of await table.locator('tbody tr').all()) await expect(row.locator('td')).toHaveCount(3);
  });
});
