/**
 * The shell in a real browser: the header's behavior, its menus, the theme, and the pages with
 * JavaScript turned off (the embeds' cards without it are embeds.spec.ts's). Which link is current
 * and the call to action's label per route are pure rules (tests/unit/navigation.test.ts); the
 * shell's built HTML is tests/dist/shell.test.ts's, the not-found page and the redirects nginx.spec.ts's.
 */
import { expect, test } from '@playwright/test';
import { mobileCards, tools, useCaseTabs } from '../../src/lib/navigation';
import { routes } from '../../src/lib/routes';

test.describe('header', () => {
  test('its products dropdown closes on an outside click and on Escape; it changes appearance once scrolled more than 10 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pricing');
    const trigger = page.getByRole('button', { name: 'Products' });
    const menu = page.locator('#products-menu');
    await trigger.click();
    await expect(menu).toBeVisible();
    // One link per tool, then the product views (/visuals).
    await expect(menu.getByRole('link')).toHaveCount(tools.length + 1);
    await expect(menu.getByRole('link').last()).toHaveAttribute('href', routes.visuals);
    await page.mouse.click(640, 700);
    await expect(menu).toBeHidden();
    await trigger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const header = page.locator('[data-site-header]');
    await expect(header).not.toHaveAttribute('data-scrolled');
    const before = await header.evaluate((el) => getComputedStyle(el).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('the mobile menu at 390 px shows a card per route of the mobile navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(mobileCards.length);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: /Careers/ }).click();
    await expect(page).toHaveURL(/\/careers\/?$/);
  });
});

test.describe('theme', () => {
  const background = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  // The theme as the body starts parsing, before any late script: what the first paint shows.
  const early = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { early: string }).early);

  test('on system (the default) the page follows the OS, live; a chosen theme persists over a reload from the first paint', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { early: string }).early = document.documentElement.dataset.theme ?? '';
      });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pricing');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    const light = await background(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(page)).not.toBe(light);
    const dark = await background(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(page)).toBe(light);

    const control = page.locator('[data-site-header] [data-theme-control]').first();
    await control.getByText('Dark').click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).toBe(dark);
    await page.reload();
    expect(await early(page)).toBe('dark');
    expect(await background(page)).toBe(dark);
    await expect(page.locator('[data-site-header] input[value="dark"]').first()).toBeChecked();
    await control.getByText('System').click({ force: true });
    await page.reload();
    expect(await early(page)).toBe('');
    expect(await background(page)).toBe(light);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('pages show all their content and the menus still work', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page.locator('#products-menu')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveCount(mobileCards.length);
    // The use-case tabs: every panel readable, no tab list that could not work.
    await page.goto(`/use-cases?tab=${useCaseTabs.at(-1)!.key}`);
    for (const { key } of useCaseTabs) await expect(page.locator(`#use-case-panel-${key}`)).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
  });
});
