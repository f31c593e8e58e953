/**
 * The product pages (/features, /how-it-works, /how-we-help, /workflows,
 * /use-cases), table-driven: sections in order, a card per entry of the data
 * files, key figures and the links each page must carry. Counts and texts
 * come from content/data/product and the navigation config.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tools, useCaseTabs } from '../../src/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES, CROSS_PRO_AUDIT_VALUE_CENTS, formatUsd } from '../../src/lib/pricing';
import { confidenceLevels } from '../../src/lib/schemas/product';
import { site } from '../../src/site.config';
import { dataList } from '../content';
import { section, sectionNames } from './sections';

const stats = dataList('product/stats.yaml');
const testimonials = dataList('product/testimonials.yaml');
const steps = dataList('product/steps.yaml');
const benefits = dataList('product/benefits.yaml');
const inputMethods = dataList('product/input-methods.yaml');
const workflows = dataList('product/workflows.yaml');
const societies = dataList('product/societies.yaml');
const audiences = dataList('product/audiences.yaml');
/** The audiences in tab order, as the panels show them. */
const panels = useCaseTabs.map((tab) => ({ ...tab, audience: audiences.find((audience) => audience.id === tab.key)! }));
/** "A, B, C and D", as the copy lists names. */
const listed = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Each section's heading, which names the section (aria-labelledby): the page's
 * copy, with the counts and names it takes from the content and the config.
 */
const heading = {
  featuresHero: 'Six tools between a song and the money it earns',
  stats: 'Less paperwork, more of what you earned',
  features: "Everything your catalog needs, nothing it doesn't",
  testimonials: 'What members say',
  societies: 'Registered with the societies that pay you',
  featuresNext: 'See it working on your own songs',
  howItWorksHero: "Four steps from a song's story to a monthly payout",
  steps: 'What happens to every song',
  benefits: 'Fast where it can be, careful where it must be',
  inputMethods: 'Choose how your songs get in',
  howItWorksNext: 'Ready when your songs are',
  howWeHelpHero: 'Every song has a story. We make sure it gets paid.',
  problem: 'Your music is earning money you never see',
  solution: `${site.name} does the clerk's work, and you keep the story`,
  whoWeHelp: 'Built for everyone whose name belongs on the credits',
  cost: 'Waiting is the most expensive option',
  audit: `One audit across ${listed(CROSS_PRO_AUDIT_SOCIETIES)}`,
  modes: 'Hands-On or Hands-Off: you choose',
  workflowsHero: 'Start from the story you already have',
  workflows: `${workflows.length} ways to tell the story`,
  howItWorksShort: 'From missing data to monthly payouts',
  useCasesHero: 'Made for everyone whose name is on the song',
  useCases: 'Use cases by audience',
};

/** What a page must hold a number of: how to find it in the main landmark, and how many. */
type Count = [what: string, find: (main: Locator) => Locator, count: number];

interface PageSpec {
  route: string;
  /** The page's sections, by heading, in order (docs/decisions.md#product-pages). */
  sections: string[];
  counts: Count[];
  /** Text the page must show (figures, names). */
  figures: (string | RegExp)[];
  /** Internal links the page must carry. */
  links: string[];
}

const items = (name: string) => (main: Locator) => main.getByRole('region', { name, exact: true }).first().getByRole('listitem');

const pages: PageSpec[] = [
  {
    route: '/features',
    sections: [heading.featuresHero, heading.stats, heading.features, heading.testimonials, heading.societies, heading.featuresNext],
    counts: [
      ['stats', (main) => main.getByRole('region', { name: heading.stats }).getByRole('term'), stats.length],
      ['feature cards', (main) => main.getByRole('region', { name: heading.features }).getByRole('article'), tools.length],
      ['testimonials', items(heading.testimonials), testimonials.length],
      ['societies', items(heading.societies), societies.length],
    ],
    figures: [...stats.map((stat) => stat.number), ...societies.map((society) => society.name)],
    links: ['/pricing', '/how-it-works', '/use-cases'],
  },
  {
    route: '/how-it-works',
    sections: [heading.howItWorksHero, heading.steps, heading.benefits, heading.inputMethods, heading.howItWorksNext],
    counts: [
      ['steps', items(heading.steps), steps.length],
      ['benefits', items(heading.benefits), benefits.length],
      ['input methods', items(heading.inputMethods), inputMethods.length],
    ],
    figures: [...new Set(inputMethods.map((method) => method.confidence as string))],
    links: ['/pricing', '/use-cases'],
  },
  {
    route: '/how-we-help',
    sections: [heading.howWeHelpHero, heading.problem, heading.solution, heading.whoWeHelp, heading.cost, heading.audit, heading.modes],
    counts: [
      ['audience cards', (main) => main.getByRole('region', { name: heading.whoWeHelp }).getByRole('link'), useCaseTabs.length],
      [
        'audited societies',
        (main) => main.getByRole('region', { name: heading.audit }).first().getByRole('rowheader'),
        CROSS_PRO_AUDIT_SOCIETIES.length,
      ],
      ['working modes', (main) => main.getByRole('region', { name: heading.modes }).getByRole('heading', { level: 3 }), 2],
    ],
    figures: ['Manual or assisted', 'Verified or automatic', formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS), ...CROSS_PRO_AUDIT_SOCIETIES],
    links: ['/pricing', '/how-it-works', ...useCaseTabs.map((tab) => `/use-cases?tab=${tab.key}`)],
  },
  {
    route: '/workflows',
    sections: [heading.workflowsHero, heading.workflows, heading.howItWorksShort],
    counts: [
      ['workflows', items(heading.workflows), workflows.length],
      ['short steps', items(heading.howItWorksShort), steps.length],
    ],
    figures: [...workflows.map((workflow) => workflow.title), 'You provide', 'You get'],
    links: ['/how-we-help', '/how-it-works'],
  },
  {
    route: '/use-cases',
    sections: [heading.useCasesHero, heading.useCases],
    // One panel per audience, each headed by an h2 and closed by its call to action; all but one are hidden.
    counts: [
      ['audience panels', (main) => main.getByRole('article', { includeHidden: true }), useCaseTabs.length],
      [
        'panel headings',
        (main) => main.getByRole('article', { includeHidden: true }).getByRole('heading', { level: 2, includeHidden: true }),
        useCaseTabs.length,
      ],
      [
        'panel calls to action',
        (main) =>
          main.getByRole('article', { includeHidden: true }).getByRole('link', { name: /^(Get Started|Book a Call)/, includeHidden: true }),
        useCaseTabs.length,
      ],
    ],
    figures: ['Get Started', 'See How It Works', ...audiences.map((audience) => audience.headline)],
    links: ['/pricing', '/how-it-works'],
  },
];

for (const pageSpec of pages) {
  test.describe(pageSpec.route, () => {
    test('has its sections in order, each with a heading', async ({ page }) => {
      await page.goto(pageSpec.route);
      expect(await sectionNames(page)).toEqual(pageSpec.sections);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const name of pageSpec.sections) {
        // Named by its heading, or (the tabs) labelled, with the panels' headings inside.
        await expect(section(page, name).getByRole('heading').first(), name).toBeVisible();
      }
    });

    test('has its cards', async ({ page }) => {
      await page.goto(pageSpec.route);
      for (const [what, find, count] of pageSpec.counts) {
        await expect(find(page.getByRole('main')), what).toHaveCount(count);
      }
    });

    test('states its figures and names the product from the config', async ({ page }) => {
      await page.goto(pageSpec.route);
      const text = (await page.locator('main').textContent()) ?? '';
      for (const figure of pageSpec.figures) {
        if (typeof figure === 'string') expect(text, figure).toContain(figure);
        else expect(text).toMatch(figure);
      }
      expect(text).toContain(site.name);
      expect(text).not.toContain('{product}');
    });

    test('links to the pages it must', async ({ page }) => {
      await page.goto(pageSpec.route);
      for (const href of pageSpec.links) {
        await expect(page.locator(`main a[href="${href}"]`).first(), href).toBeVisible();
      }
    });
  });
}

test.describe('/features', () => {
  test('every tool of the products dropdown lands on its feature card', async ({ page }) => {
    for (const tool of tools) {
      await page.goto(`/features#${tool.id}`);
      const card = page.getByRole('article', { name: tool.label, exact: true });
      await expect(card).toHaveAttribute('id', tool.id);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(tool.label);
      await expect(card).toBeInViewport();
      expect(await card.getByRole('listitem').count(), tool.id).toBeGreaterThanOrEqual(2);
    }
  });

  test('marks the societies of the cross-PRO audit', async ({ page }) => {
    await page.goto('/features');
    const cards = section(page, heading.societies).getByRole('listitem');
    await expect(cards).toHaveCount(societies.length);
    const marked: string[] = [];
    for (const [index, society] of societies.entries()) {
      await expect(cards.nth(index)).toContainText(society.name);
      if (await cards.nth(index).getByText('In the cross-PRO audit', { exact: true }).count()) marked.push(society.name);
    }
    expect(marked.sort()).toEqual([...CROSS_PRO_AUDIT_SOCIETIES].sort());
  });
});

test.describe('/how-it-works', () => {
  test('shows the steps in the order of the data file, each with a sized illustration', async ({ page }) => {
    await page.goto('/how-it-works');
    const stepList = section(page, heading.steps).getByRole('listitem');
    await expect(stepList.getByRole('heading', { level: 3 })).toHaveText(steps.map((step) => step.title));
    const images = stepList.getByRole('img');
    await expect(images).toHaveCount(steps.length);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', '400');
      await expect(img).toHaveAttribute('height', '260');
      expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(10);
    }
  });

  test("gives each input method a control level and a confidence label in words, in its level's colour", async ({ page }) => {
    await page.goto('/how-it-works');
    const methods = section(page, heading.inputMethods).getByRole('listitem');
    await expect(methods).toHaveCount(inputMethods.length);
    for (const [index, method] of inputMethods.entries()) {
      const card = methods.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(method.title);
      await expect(card.getByText(`Control: ${method.control}`, { exact: true })).toBeVisible();
      // The label says it in words; its colour (confidenceLevels) backs the words up.
      const label = card.getByText(method.confidence);
      await expect(label).toBeVisible();
      const level = confidenceLevels[method.confidence as keyof typeof confidenceLevels];
      const [colour, expected] = await label.evaluate((el, token) => {
        const probe = document.createElement('span');
        probe.style.color = `var(--c-${token})`;
        document.body.append(probe);
        const wanted = getComputedStyle(probe).color;
        probe.remove();
        return [getComputedStyle(el).color, wanted];
      }, level);
      expect(colour, `${method.title}: ${level}`).toBe(expected);
    }
  });
});

test.describe('/how-we-help', () => {
  test('Who We Help cards open each audience on /use-cases', async ({ page }) => {
    await page.goto('/how-we-help');
    const cards = section(page, heading.whoWeHelp).getByRole('link');
    const hrefs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(useCaseTabs.map((tab) => `/use-cases?tab=${tab.key}`));
    const publishers = useCaseTabs.find((tab) => tab.key === 'publishers')!;
    await cards.filter({ hasText: `See the ${publishers.label.toLowerCase()} use case` }).click();
    await expect(page).toHaveURL(/\/use-cases\?tab=publishers$/);
  });

  test('compares the audited societies in the pricing module order', async ({ page }) => {
    await page.goto('/how-we-help');
    const rows = section(page, heading.audit).getByRole('rowheader');
    await expect(rows).toHaveText(CROSS_PRO_AUDIT_SOCIETIES.map((name) => new RegExp(`^${name}`)));
  });
});

test.describe('/use-cases', () => {
  const bookACall = new Set(audiences.filter((audience) => audience.cta === 'book-a-call').map((audience) => audience.id));
  const panel = (page: Page, headline: string) => page.getByRole('article', { name: headline, exact: true, includeHidden: true });

  test('has all six audience panels in the static HTML, in tab order', async ({ browser }) => {
    // Without JavaScript the page is its static HTML, every panel shown.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/use-cases');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(panels.map((tab) => tab.audience.headline));
    await context.close();
  });

  for (const tab of panels) {
    test(`the ${tab.key} panel ends with its call to action`, async ({ page }) => {
      await page.goto(`/use-cases?tab=${tab.key}`);
      const shown = panel(page, tab.audience.headline);
      await expect(shown).toBeVisible();
      const cta = shown.getByRole('link').last();
      if (bookACall.has(tab.key)) {
        await expect(cta).toHaveText(/^Book a Call/);
        await expect(cta).toHaveAttribute('href', site.links.calendar);
        await expect(cta).toHaveAttribute('target', '_blank');
        await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        await expect(cta).toHaveText('Get Started');
        await expect(cta).toHaveAttribute('href', '/pricing');
      }
      // The call to action closes the panel: it is in the panel's last block.
      expect(await cta.evaluate((a) => a.closest('article')?.lastElementChild?.contains(a))).toBe(true);
    });
  }

  test('panels whose audience has a partnerships paragraph show it', async ({ page }) => {
    await page.goto('/use-cases');
    for (const { audience } of panels) {
      const block = panel(page, audience.headline).getByRole('region', { name: `Partner with ${site.name}`, includeHidden: true });
      if (audience.partnerships) await expect(block).toContainText(audience.partnerships.trim().slice(0, 60));
      else await expect(block).toHaveCount(0);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('animated sections are visible', async ({ page }) => {
    await page.goto('/how-we-help');
    const sections = page.locator('[data-animate]');
    expect(await sections.count()).toBeGreaterThan(4);
    for (const animated of await sections.all()) {
      await animated.scrollIntoViewIfNeeded();
      await expect(animated).toBeVisible();
      expect(await animated.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
  });
});
