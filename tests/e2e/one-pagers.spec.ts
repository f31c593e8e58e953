/**
 * The two one-pagers in a real browser: /mobile-one-pager (the QR code, the cards of the data
 * file, the embedded form and the contact overlay, whose scripts load on phones only) and
 * /onepage, which prints on one page.
 */
import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { site } from '../../src/site.config';
import { dataList } from '../content';
import { watch } from './watch';

const onePagerCards = dataList('company/one-pager.yaml');
/** The one-pager's cards, under their section's heading. */
const onePager = (page: Page, section: string) => page.getByRole('region', { name: section, exact: true }).getByRole('article');

test.describe('/mobile-one-pager', () => {
  test('Book a Call QR code and button, seven cards in order, embedded form, contact overlay', async ({ page }) => {
    await page.goto('/mobile-one-pager');
    const qr = page.getByRole('img', { name: `QR code: book a call with ${site.name}` });
    await expect(qr).toHaveAttribute('width', /\d+/);
    await expect(qr).toHaveAttribute('height', /\d+/);
    const src = (await qr.getAttribute('src'))!;
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    // The code encodes the calendar URL: its modules match a QR code made for that URL.
    const svg = Buffer.from(src.split(',')[1]!, 'base64').toString('utf8');
    const reference = await QRCode.toString(site.links.calendar, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    const modules = (s: string) => s.match(/<path[^>]*stroke="[^"]*"[^>]*d="([^"]+)"/)?.[1];
    expect(modules(svg)).toBeTruthy();
    expect(modules(svg)).toBe(modules(reference));

    const book = page.getByRole('link', { name: /^Book a Call/ });
    await expect(book).toHaveAttribute('href', site.links.calendar);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');

    const cards = onePager(page, `${site.name} in seven cards`);
    const titles = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.map((t) => t.trim())).toEqual(onePagerCards.map((card) => expect.stringContaining(card.title)));
    // Prices in the model card come from the pricing module, tokens filled.
    const model = onePagerCards.find((card) => card.id === 'the-model')!;
    await expect(cards.filter({ has: page.getByRole('heading', { name: model.title }) })).toContainText(/\$\d/);
    await expect(cards.filter({ hasText: /[{}]/ })).toHaveCount(0);

    const form = page.locator(`iframe[title="Contact form: write to the ${site.name} team"]`);
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('src', /.+/);
    const formSrc = new URL((await form.getAttribute('src'))!);
    expect(formSrc.origin + formSrc.pathname).toBe(site.links.contactFormEmbed);
    expect(formSrc.searchParams.get('hideTitle')).toBe('1');
    expect(formSrc.searchParams.get('hideSubheading')).toBe('1');
    await expect(form).toHaveAttribute('title', /.+/);
    await expect(form).toHaveAttribute('loading', 'lazy');
    await expect(form).toHaveAttribute('referrerpolicy', /.+/);

    await expect(page.locator('astro-island')).toHaveCount(1);
    // The one island is the contact overlay (its button shows on small screens only).
    await expect(page.locator('astro-island').getByRole('button', { name: 'Contact us', includeHidden: true })).toHaveCount(1);
  });
});

test.describe('/onepage prints on one page', () => {
  const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

  for (const format of ['A4', 'Letter'] as const) {
    test(`one ${format} page`, async ({ page }) => {
      await page.goto('/onepage');
      await page.emulateMedia({ media: 'print' });
      expect(pageCount(await page.pdf({ format }))).toBe(1);
    });
  }

  test('the page counter sees more than one page on a long page', async ({ page }) => {
    await page.goto('/about');
    await page.emulateMedia({ media: 'print' });
    expect(pageCount(await page.pdf({ format: 'A4' }))).toBeGreaterThan(1);
  });

  test('prints dark text on white in the dark theme too, without the site chrome', async ({ page }) => {
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await page.goto('/onepage');
    const colour = await page.locator('h1').evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe('rgb(23, 21, 31)');
    await expect(page.locator('[data-site-header]')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
  });
});

test.describe('scripts of the mobile one-pager', () => {
  // That a page without an island loads no script file is checked on every page (every-page.spec.ts).
  // The one island (ContactOverlay, client:visible) shows its button below the md breakpoint only.
  test('/mobile-one-pager: phones load only the island scripts; wide screens load none', async ({ page }) => {
    const { scripts } = await watch(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/mobile-one-pager');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) expect(path).toMatch(/^\/_astro\/.+\.js$/);
  });
});
