/**
 * Accessibility of every page, by two checkers: axe (no serious or critical
 * violation) and HTML_CodeSniffer at WCAG 2 AA (no error, as Pa11y reports
 * them). Every page of the built sitemap, the legal archive's pages (left out
 * of the sitemap, listed from the archive) and the not-found page, in light
 * and in dark. A new page is checked from the moment the build lists it. Each
 * page loads once and both checkers run in both color schemes (the scheme is
 * a media feature, so switching it repaints the same page).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { legalArchiveRoutes, sitemapRoutes, unknownRoute } from '../built-routes';

const routes = [...sitemapRoutes(), ...legalArchiveRoutes(), unknownRoute];

// HTML_CodeSniffer as Pa11y runs it: the browser build, evaluated in the page (through the
// debugging protocol, so the page's own content security policy does not block it).
const htmlcs = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

interface SnifferMessage {
  type: number;
  code: string;
  msg: string;
  element: string;
}

/** HTML_CodeSniffer's errors (type 1; warnings and notices need a person, as in Pa11y's default). */
async function snifferErrors(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcs);
  const messages = await page.evaluate(
    () =>
      new Promise<SnifferMessage[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => unknown[] } }).HTMLCS;
        sniffer.process('WCAG2AA', document, () =>
          resolve(
            (sniffer.getMessages() as { type: number; code: string; msg: string; element: Element }[]).map((m) => ({
              type: m.type,
              code: m.code,
              msg: m.msg,
              element: m.element?.outerHTML?.slice(0, 160) ?? '',
            })),
          ),
        );
      }),
  );
  return messages.filter((m) => m.type === 1).map((m) => `${m.code}: ${m.msg}\n  ${m.element}`);
}

test('there are pages to check', () => {
  expect(routes.length).toBeGreaterThan(2);
});

for (const route of routes) {
  test(`accessibility of ${route}, light and dark (axe, HTML_CodeSniffer)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(route);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join('\n  ')}`,
        );
      expect(serious, `axe, ${scheme}:\n${serious.join('\n')}`).toEqual([]);
      const errors = await snifferErrors(page);
      expect(errors, `HTML_CodeSniffer (WCAG 2 AA), ${scheme}:\n${errors.join('\n')}`).toEqual([]);
    }
  });
}
