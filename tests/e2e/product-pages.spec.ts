/**
 * The product pages (/features, /how-it-works, /how-we-help, /workflows,
 * /use-cases), table-driven: sections in order, a card per entry of the data
 * files, key figures and the links each page must carry. Counts and texts
 * come from content/data/product and the navigation config.
 */
import { expect, test, type Page } from '@playwright/test';
import { tools, useCaseTabs } from '../../src/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES, CROSS_PRO_AUDIT_VALUE_CENTS, formatUsd } from '../../src/lib/pricing';
import { confidenceLevels } from '../../src/lib/schemas/product';
import { site } from '../../src/site.config';
import { dataList } from '../content';

const stats = dataList('product/stats.yaml');
const testimonials = dataList('product/testimonials.yaml');
const steps = dataList('product/steps.yaml');
const benefits = dataList('product/benefits.yaml');
const inputMethods = dataList('product/input-methods.yaml');
const workflows = dataList('product/workflows.yaml');
const societies = dataList('product/societies.yaml');
const audiences = dataList('product/audiences.yaml');
const withConfidence = (colour: string) =>
  inputMethods.filter((method) => confidenceLevels[method.confidence as keyof typeof confidenceLevels] === colour).length;

interface PageSpec {
  route: string;
  /** data-section values of the page's sections, in order (docs/decisions.md#product-pages). */
  sections: string[];
  /** Selector -> number of matches. */
  counts: Record<string, number>;
  /** Text the page must show (figures, names). */
  figures: (string | RegExp)[];
  /** Internal links the page must carry. */
  links: string[];
}

const pages: PageSpec[] = [
  {
    route: '/features',
    sections: ['stats', 'features', 'testimonials', 'societies', 'next-steps'],
    counts: { '[data-stat]': stats.length, '[data-feature]': tools.length, '[data-testimonial]': testimonials.length },
    figures: [...stats.map((stat) => stat.number), ...societies.map((society) => society.name)],
    links: ['/pricing', '/how-it-works', '/use-cases'],
  },
  {
    route: '/how-it-works',
    sections: ['steps', 'benefits', 'input-methods', 'next-steps'],
    counts: {
      '[data-step]': steps.length,
      '[data-benefit]': benefits.length,
      '[data-input-method]': inputMethods.length,
      '[data-confidence="good"]': withConfidence('good'),
      '[data-confidence="warn"]': withConfidence('warn'),
      '[data-confidence="bad"]': withConfidence('bad'),
    },
    figures: [...new Set(inputMethods.map((method) => method.confidence as string))],
    links: ['/pricing', '/use-cases'],
  },
  {
    route: '/how-we-help',
    sections: ['problem', 'solution', 'who-we-help', 'cost-of-doing-nothing', 'cross-pro-audit', 'work-modes'],
    counts: { '[data-audience-card]': useCaseTabs.length, '[data-audit-society]': CROSS_PRO_AUDIT_SOCIETIES.length, '[data-mode]': 2 },
    figures: ['Manual or assisted', 'Verified or automatic', formatUsd(CROSS_PRO_AUDIT_VALUE_CENTS), ...CROSS_PRO_AUDIT_SOCIETIES],
    links: ['/pricing', '/how-it-works', ...useCaseTabs.map((tab) => `/use-cases?tab=${tab.key}`)],
  },
  {
    route: '/workflows',
    sections: ['workflows', 'how-it-works-short'],
    counts: { '[data-workflow]': workflows.length, '[data-short-step]': steps.length },
    figures: [...workflows.map((workflow) => workflow.title), 'You provide', 'You get'],
    links: ['/how-we-help', '/how-it-works'],
  },
  {
    route: '/use-cases',
    sections: ['use-cases'],
    counts: {
      '[data-use-case-panel]': useCaseTabs.length,
      '[data-use-case-panel] h2': useCaseTabs.length,
      '[data-panel-cta]': useCaseTabs.length,
    },
    figures: ['Get Started', 'See How It Works', ...audiences.map((audience) => audience.headline)],
    links: ['/pricing', '/how-it-works'],
  },
];

const sectionOrder = (page: Page) =>
  page.locator('main [data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));

for (const pageSpec of pages) {
  test.describe(pageSpec.route, () => {
    test('has its sections in order, each with a heading', async ({ page }) => {
      await page.goto(pageSpec.route);
      expect(await sectionOrder(page)).toEqual(pageSpec.sections);
      await expect(page.locator('main h1')).toHaveCount(1);
      for (const name of pageSpec.sections) {
        await expect(page.locator(`[data-section="${name}"]`).locator('h2').first()).toBeVisible();
      }
    });

    test('has its cards', async ({ page }) => {
      await page.goto(pageSpec.route);
      for (const [selector, count] of Object.entries(pageSpec.counts)) {
        await expect(page.locator(`main ${selector}`), selector).toHaveCount(count);
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

    if (pageSpec.route !== '/use-cases') {
      test('loads no script file', async ({ page }) => {
        await page.goto(pageSpec.route);
        await expect(page.locator('script[src]')).toHaveCount(0);
      });
    }
  });
}

test.describe('/features', () => {
  test('every tool of the products dropdown lands on its feature card', async ({ page }) => {
    for (const tool of tools) {
      await page.goto(`/features#${tool.id}`);
      const card = page.locator(`[data-feature]#${tool.id}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(tool.label);
      await expect(card).toBeInViewport();
      expect(await card.locator('li').count(), tool.id).toBeGreaterThanOrEqual(2);
    }
  });

  test('marks the societies of the cross-PRO audit', async ({ page }) => {
    await page.goto('/features');
    const marked = page.locator('[data-society]', { hasText: 'In the cross-PRO audit' });
    expect((await marked.evaluateAll((els) => els.map((el) => el.getAttribute('data-society')))).sort()).toEqual(
      [...CROSS_PRO_AUDIT_SOCIETIES].sort(),
    );
  });
});

test.describe('/how-it-works', () => {
  test('shows the steps in the order of the data file, each with a sized illustration', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.locator('[data-step] h3')).toHaveText(steps.map((step) => step.title));
    for (const img of await page.locator('[data-step] img').all()) {
      await expect(img).toHaveAttribute('width', '400');
      await expect(img).toHaveAttribute('height', '260');
      expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(10);
    }
  });

  test('gives each input method a control level and a confidence label in words, not only colour', async ({ page }) => {
    await page.goto('/how-it-works');
    for (const method of await page.locator('[data-input-method]').all()) {
      await expect(method.locator('[data-control]')).toHaveText(/^(High|Medium|Low)$/);
      await expect(method.locator('[data-confidence]')).toHaveText(/Verified source|Inferred, needs confirmation|Paused, no story/);
    }
  });
});

test.describe('/how-we-help', () => {
  test('Who We Help cards open each audience on /use-cases', async ({ page }) => {
    await page.goto('/how-we-help');
    const hrefs = await page.locator('[data-audience-card]').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(useCaseTabs.map((tab) => `/use-cases?tab=${tab.key}`));
    await page.locator('[data-audience-card="publishers"]').click();
    await expect(page).toHaveURL(/\/use-cases\?tab=publishers$/);
  });

  test('compares the audited societies in the pricing module order', async ({ page }) => {
    await page.goto('/how-we-help');
    const rows = await page.locator('[data-audit-society]').evaluateAll((els) => els.map((el) => el.getAttribute('data-audit-society')));
    expect(rows).toEqual([...CROSS_PRO_AUDIT_SOCIETIES]);
  });
});

test.describe('/use-cases', () => {
  const bookACall = new Set(audiences.filter((audience) => audience.cta === 'book-a-call').map((audience) => audience.id));

  test('has all six audience panels in the static HTML, in tab order', async ({ request }) => {
    const html = await (await request.get('/use-cases')).text();
    const keys = [...html.matchAll(/data-use-case-panel="([a-z]+)"/g)].map((m) => m[1]);
    expect(keys).toEqual(useCaseTabs.map((tab) => tab.key));
  });

  for (const tab of useCaseTabs) {
    test(`the ${tab.key} panel ends with its call to action`, async ({ page }) => {
      await page.goto(`/use-cases?tab=${tab.key}`);
      const panel = page.locator(`[data-use-case-panel="${tab.key}"]`);
      await expect(panel).toBeVisible();
      const cta = panel.locator('[data-panel-cta] a');
      if (bookACall.has(tab.key)) {
        await expect(cta).toHaveText(/^Book a call/);
        await expect(cta).toHaveAttribute('href', site.links.calendar);
        await expect(cta).toHaveAttribute('target', '_blank');
        await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        await expect(cta).toHaveText('Get started');
        await expect(cta).toHaveAttribute('href', '/pricing');
      }
      // The call to action is the panel's last element.
      expect(await panel.evaluate((el) => el.lastElementChild?.hasAttribute('data-panel-cta'))).toBe(true);
    });
  }

  test('panels whose audience has a partnerships paragraph show it', async ({ page }) => {
    await page.goto('/use-cases');
    for (const audience of audiences) {
      const block = page.locator(`[data-use-case-panel="${audience.id}"] [data-partnerships]`);
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
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
  });
});
