/**
 * A legal redline in a browser: its insertions and deletions stay marked without color (underline
 * and strike-through) and are announced by words a screen reader reads, both drawn by the
 * stylesheet. The redline's sections, links and each version's standing are
 * tests/dist/legal.test.ts's; the redline comes from the archive (content/legal/versions).
 */
import { expect, test } from '@playwright/test';
import { legalArchiveRoutes } from '../built-routes';

test('a redline marks changes without relying on color', async ({ page }) => {
  // Every document has kept two versions since launch, so a build without a redline has lost part of its history.
  const compareRoute = legalArchiveRoutes().find((route) => route.endsWith('/compare'));
  expect(compareRoute, 'a compare page listed from content/legal/versions').toBeTruthy();
  await page.goto(compareRoute!);
  const marks = await page
    .locator('.redline')
    .evaluate((root) =>
      [...root.querySelectorAll('ins, del')].map((el) => [
        el.tagName,
        getComputedStyle(el).textDecorationLine,
        getComputedStyle(el, '::before').content,
      ]),
    );
  expect(marks.length).toBeGreaterThan(0);
  for (const [tag, line, before] of marks) {
    expect([line, before]).toEqual(tag === 'INS' ? ['underline', '" [inserted: "'] : ['line-through', '" [deleted: "']);
  }
});
