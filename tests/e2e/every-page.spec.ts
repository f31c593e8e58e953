/**
 * Every page, as production serves it (nginx with the committed server block,
 * started by global-setup.ts): every page of the built sitemap, the legal
 * archive's pages (left out of the sitemap, listed from the archive) and the
 * not-found page. A new page is checked from the moment the build lists it.
 *
 * Each page loads once, and in that one load:
 * - accessibility, as a visitor first meets it, before any island hydrates:
 *   axe (no serious or critical violation) and HTML_CodeSniffer at WCAG 2 AA
 *   (no error, as Pa11y reports them), in light and in dark. The scheme is a
 *   media feature, so switching it repaints the same page; in dark, axe runs
 *   the rules that read colors, the only ones a scheme can change;
 * - then, once every visible island has hydrated and every lazy image and
 *   frame has been brought into view: no CSP violation, no console error, no
 *   request leaving 127.0.0.1, no image that failed to load, no script file on
 *   a page without an island (site search loads Pagefind's), and nothing in
 *   nginx's error log.
 */
import { expect, type Page, test as base } from '@playwright/test';
import { legalArchiveRoutes, sitemapRoutes, unknownRoute } from '../built-routes';
import { scriptFilePages } from '../../src/lib/routes';
import { axeProblems, snifferErrors } from './accessibility';
import { expectIslandsHydrated, nginxErrors, type Problems, watch } from './watch';

/**
 * One page per worker, led from route to route. A fresh context per test
 * would start a new renderer for every route and compile axe and
 * HTML_CodeSniffer again in it; the checks were then two thirds process
 * start-up and compilation. The watch is reset at each test; a failed test
 * ends its worker, so the next one starts clean.
 */
const test = base.extend<object, { shared: { page: Page; problems: Problems } }>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const problems = await watch(page);
      await use({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const pages = [...sitemapRoutes(), ...legalArchiveRoutes()];

test('there are pages to check', () => {
  expect(pages.length).toBeGreaterThan(2);
});

test.afterEach(() => {
  expect(nginxErrors(), 'nginx error log').toEqual([]);
});

for (const route of [...pages, unknownRoute]) {
  const notFound = route === unknownRoute;
  test(`${route}: accessible in light and dark, and loads with no CSP violation, console error or outside request`, async ({
    shared: { page, problems },
  }) => {
    for (const list of [problems.console, problems.external, problems.scripts]) list.length = 0;
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    const response = await page.goto(route);
    expect(response?.status(), 'status').toBe(notFound ? 404 : 200);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const serious = await axeProblems(page, { colorsOnly: scheme === 'dark' });
      expect(serious, `axe, ${scheme}:\n${serious.join('\n')}`).toEqual([]);
      const errors = await snifferErrors(page);
      expect(errors, `HTML_CodeSniffer (WCAG 2 AA), ${scheme}:\n${errors.join('\n')}`).toEqual([]);
    }

    await expectIslandsHydrated(page);
    await page.waitForLoadState('load');
    expect(await problems.csp(), 'CSP violations').toEqual([]);
    // Chromium reports a document's own 404 status as a console error; on the not-found page that is the point.
    const consoleErrors = problems.console.filter((text) => !(notFound && /status of 404 \(Not Found\)/.test(text)));
    expect(consoleErrors, 'console errors').toEqual([]);
    expect(problems.external, 'requests leaving 127.0.0.1').toEqual([]);

    // Every image, lazy ones included (they have been brought into view), arrives and decodes.
    const broken = () =>
      page.evaluate(() =>
        [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
      );
    await expect.poll(broken, { message: 'images that did not load' }).toEqual([]);
    // A page without an island loads no script file; site search loads Pagefind's.
    if (!scriptFilePages.includes(route) && (await page.locator('astro-island').count()) === 0) {
      expect(problems.scripts, 'script files on a page without an island').toEqual([]);
    }
  });
}
