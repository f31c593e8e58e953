/**
 * Pricing and compare in a real browser: the plans, the annual value, the FAQ, the trusted-by
 * row and the tool catalog, from the pricing module and the content files.
 */
import { expect, test } from '@playwright/test';
import { site } from '../../src/site.config';
import { fillTokens } from '../../src/lib/facts';
import { section } from './sections';
import { annualSavingsCents, CROSS_PRO_AUDIT_SOCIETIES, formatUsd, planList, plans } from '../../src/lib/pricing';
import { annualValueItems, annualValueTotalCents, CROSS_PRO_AUDIT_VALUE_CENTS } from '../../src/lib/annual-value';
import { trustedLogos, toolCatalog, faq, heading, typeset } from './product-sections';

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
    await expect(items).toHaveCount(annualValueItems().length);
    for (const [index, item] of annualValueItems().entries()) {
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
});

test.describe('compare', () => {
  test('trusted-by row and "Get Started Today" to /pricing', async ({ page }) => {
    await page.goto('/us-vs-them');
    await expect(section(page, heading.trustedBy).getByRole('img')).toHaveCount(trustedLogos.length);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/pricing');
  });

  test('the catalog lists every tool of the data file with its average cost, typeset', async ({ page }) => {
    await page.goto('/us-vs-them');
    const table = section(page, heading.toolCatalog).getByRole('table');
    const columns = ['Tool', 'What it does', 'What it replaces', 'Average cost'];
    await expect(table.getByRole('columnheader')).toHaveText(columns);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(toolCatalog.length);
    await expect(rows.getByRole('rowheader')).toHaveText(toolCatalog.map((tool) => tool.tool));
    for (const [index, tool] of toolCatalog.entries()) {
      const cells = rows.nth(index).getByRole('cell');
      // One cell a column, the tool's name being the row's header.
      await expect(cells).toHaveCount(columns.length - 1);
      // The last column is the average cost.
      await expect(cells.last()).toHaveText(typeset(tool.avgCost));
    }
  });
});
