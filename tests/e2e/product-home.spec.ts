/**
 * Home, pricing and compare (issue 5), table-driven from the specification:
 * each page's sections in order and its key figures. The expected values are
 * the specification's own, written out here, so a change to the data or the
 * pricing module that breaks a stated figure fails this test.
 */
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/site.config';

/** Sections of each page, by their data-section, in the specification's order. */
const sectionOrder: Record<string, string[]> = {
  '/': [
    'hero',
    'book-demo',
    'success-stories',
    'partners',
    'comparison',
    'our-story',
    'team-preview',
    'newsletter',
    'whole-system',
  ],
  '/pricing': [
    'headline-bet',
    'plans',
    'annual-value',
    'faq',
    'book-demo',
    'calculator',
    'how-it-works-short',
    'whole-system',
  ],
  '/us-vs-them': ['comparison', 'trusted-by', 'get-started', 'tool-catalogue'],
};

/** Key figures: text that must appear inside a section of the page. */
const figures: [route: string, section: string, text: string][] = [
  ['/pricing', 'headline-bet', '$1,000'],
  ['/pricing', 'headline-bet', '10%'],
  ['/pricing', 'plans', 'Six-Month Starter'],
  ['/pricing', 'plans', '$120'],
  ['/pricing', 'plans', '$200'],
  ['/pricing', 'plans', 'Best Value'],
  ['/pricing', 'plans', '$1,200'],
  ['/pricing', 'plans', '$2,000'],
  ['/pricing', 'annual-value', '$1,300+'],
  ['/pricing', 'annual-value', '$40'],
  ['/pricing', 'annual-value', '$300'],
  ['/pricing', 'faq', '$1,000'],
  ['/pricing', 'faq', '$1,200'],
  ['/pricing', 'faq', '$2,000'],
  ['/pricing', 'how-it-works-short', 'Read the full pitch'],
  ['/', 'hero', site.tagline],
  ['/', 'hero', 'Results vary'],
  ['/', 'team-preview', 'See team'],
  ['/us-vs-them', 'get-started', 'Get Started Today'],
];

/** The specification's ten tool costs (section 9); the catalogue adds an eleventh. */
const specCosts = [
  '$300-$500 per song',
  '$250-$1,000+ per release',
  '$100-$300 per month',
  '$2,000-$10,000 per year',
  '$500-$2,500 per project',
  '$1,000+ per conflict',
  '$500-$2,000 per month',
  '$250-$500 per agreement',
  '10-20% of international royalties or $3K-$5K per year',
  '$2,000+ per catalog audit',
];
/** Ranges are typeset with an en dash. */
const typeset = (text: string) => text.replace(/(\d[%+KkM]?)-(\$?\d)/g, '$1–$2');

const wholeSystemRoutes = ['/pricing', '/us-vs-them', '/how-we-help', '/how-it-works', '/features', '/press', '/about', '/use-cases'];
const sixTools = [
  'Story-to-Splits AI',
  'One-Click Registration',
  'Royalty Recovery',
  'Team Collaboration',
  'Global Rights',
  'Metadata Time Machine',
];

const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);

test.describe('sections in order', () => {
  for (const [route, expected] of Object.entries(sectionOrder)) {
    test(`${route}: ${expected.join(', ')}`, async ({ page }) => {
      await page.goto(route);
      const found = await page.locator('main [data-section]').evaluateAll((nodes) =>
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
  });

  test('book a demo embeds the calendar 800 px tall', async ({ page }) => {
    await page.goto('/');
    const frame = section(page, 'book-demo').locator('iframe');
    await expect(frame).toHaveAttribute('src', site.links.calendarEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame).toHaveAttribute('title', /.+/);
    expect((await frame.boundingBox())?.height).toBe(800);
  });

  test('partner strip groups eight logos under labels, streaming, media and tech', async ({ page }) => {
    await page.goto('/');
    const strip = section(page, 'partners');
    for (const group of ['Labels', 'Streaming', 'Media', 'Technology']) await expect(strip.locator('h3', { hasText: group })).toHaveCount(1);
    const logos = strip.locator('img');
    await expect(logos).toHaveCount(8);
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
    await expect(frame).toHaveAttribute('src', site.links.newsletterEmbed);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(newsletter.locator('time')).toHaveText(['August 25, 2025', 'April 29, 2025', 'January 17, 2025']);
  });

  test('team shows four members and "See team" goes to /about#team', async ({ page }) => {
    await page.goto('/');
    const team = section(page, 'team-preview');
    await expect(team.getByRole('link', { name: 'See team' })).toHaveAttribute('href', '/about#team');
    await expect(team.locator('h3')).toHaveCount(4);
  });

  test('"See the whole system" links the eight routes; the features card lists the six tools', async ({ page }) => {
    await page.goto('/');
    const grid = section(page, 'whole-system');
    await expect(grid.locator('h3 a')).toHaveCount(8);
    expect(await grid.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(wholeSystemRoutes);
    await expect(grid.locator('[data-tools] li')).toHaveText(sixTools);
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
    test(`${route}: seven rows, only ${site.name} ticks, in text as well as icons`, async ({ page }) => {
      await page.goto(route);
      const table = page.locator('table[data-comparison]');
      await expect(table.locator('thead th')).toHaveText(['Capability', site.name, 'Human agent', 'DIY service']);
      await expect(table.locator('tbody tr')).toHaveCount(7);
      await expect(table.locator('tbody th[scope="row"]')).toHaveCount(7);
      await expect(table.locator('td[data-col="product"]')).toHaveText(Array(7).fill('Yes'));
      await expect(table.locator('td[data-col="humanAgent"]')).toHaveText(Array(7).fill('No'));
      await expect(table.locator('td[data-col="diy"]')).toHaveText(Array(7).fill('No'));
    });
  }

  test('both pages show the same seven rows', async ({ page }) => {
    const rows = async (route: string) => {
      await page.goto(route);
      return page.locator('table[data-comparison] tbody th').allTextContents();
    };
    expect(await rows('/')).toEqual(await rows('/us-vs-them'));
  });
});

test.describe('pricing', () => {
  test('two plan cards; their buttons open the sign-up app in a new tab', async ({ page }) => {
    await page.goto('/pricing');
    const cards = page.locator('[data-plan]');
    await expect(cards).toHaveCount(2);
    await expect(cards.locator('[data-price]')).toHaveText(['$120', '$200']);
    await expect(cards.nth(0).locator('h3')).toHaveText('Six-Month Starter');
    await expect(cards.nth(1)).toContainText('Annual');
    await expect(cards.nth(1)).toContainText('Best Value');
    for (const card of await cards.all()) {
      const button = card.locator(`a[href="${site.links.signup}"]`);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('annual value: the eight items add up to $1,300+, $40 saved, audit worth $300', async ({ page }) => {
    await page.goto('/pricing');
    const value = section(page, 'annual-value');
    await expect(value.locator('[data-value-item] td')).toHaveText(['$200', '$300', '$200', '$100', '$150', '$100', '$100', '$150']);
    await expect(value.locator('[data-total]')).toHaveText('$1,300+');
    await expect(value.locator('[data-savings]')).toHaveText('$40');
    await expect(value.locator('[data-audit]')).toHaveText('$300');
    for (const society of ['MLC', 'ASCAP', 'BMI', 'SoundExchange']) await expect(value).toContainText(society);
  });

  test('the FAQ covers its six topics and opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    const items = page.locator('[data-faq]');
    await expect(items).toHaveCount(6);
    const topics = [/subscription work/, /reach \$1,000/, /account credit/, /cancel/, /after I cancel/, /societies charge/];
    for (const [index, topic] of topics.entries()) await expect(items.nth(index).locator('summary')).toHaveText(topic);
    await expect(items.nth(1).locator('p').first()).toBeHidden();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1).locator('p').first()).toBeVisible();
    await expect(items.nth(1)).toContainText('account credit');
    await expect(items.nth(5)).toContainText('not included in our pricing');
    await context.close();
  });

  test('the booking calendar is 800 px tall and the calculator island is on the page', async ({ page }) => {
    await page.goto('/pricing');
    const frame = section(page, 'book-demo').locator('iframe');
    await expect(frame).toHaveAttribute('src', site.links.calendarEmbed);
    expect((await frame.boundingBox())?.height).toBe(800);
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
    await expect(section(page, 'trusted-by').locator('img')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/pricing');
  });

  test('the catalogue lists eleven tools with the ten costs of the specification and one more', async ({ page }) => {
    await page.goto('/us-vs-them');
    const table = page.locator('table[data-tool-catalogue]');
    await expect(table.locator('thead th')).toHaveText(['Tool', 'What it does', 'What it replaces', 'Average cost']);
    await expect(table.locator('tbody tr')).toHaveCount(11);
    // The catalogue lists the specification's ten costs in its order, then the eleventh.
    const costs = await table.locator('[data-cost]').allTextContents();
    expect(costs.slice(0, 10)).toEqual(specCosts.map(typeset));
    expect(costs[10]).toMatch(/\$\d/);
    expect(specCosts.map(typeset)).not.toContain(costs[10]);
    for (const row of await table.locator('tbody tr').all()) await expect(row.locator('td')).toHaveCount(3);
  });
});
