/**
 * The product pages, table-driven (tests/e2e/product-page-table.ts): sections in order, a card per
 * entry of the data files, key figures and links; then what each page does beyond the table.
 */
import { expect, test, type Page } from '@playwright/test';
import { tools, useCaseTabs } from '../../src/lib/navigation';
import { CROSS_PRO_AUDIT_SOCIETIES } from '../../src/lib/pricing';
import { confidenceLevels } from '../../src/lib/schemas/product-schema';
import { site } from '../../src/site.config';
import { section, sectionNames } from './sections';
import { steps, inputMethods, societies, audiences, panels, heading, pages } from './product-page-table';

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

  test('marks the societies of the Cross-PRO Audit', async ({ page }) => {
    await page.goto('/features');
    const cards = section(page, heading.societies).getByRole('listitem');
    await expect(cards).toHaveCount(societies.length);
    const marked: string[] = [];
    for (const [index, society] of societies.entries()) {
      await expect(cards.nth(index)).toContainText(society.name);
      if (await cards.nth(index).getByText('In the Cross-PRO Audit', { exact: true }).count()) marked.push(society.name);
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
