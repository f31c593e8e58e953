/**
 * The legal archive in a browser: a visitor goes from a document to its
 * versions, reads an earlier version that says it is no longer in force,
 * and reads a redline whose insertions and deletions stay marked without
 * color (underline and strike-through, on screen and in print) and are
 * announced by words a screen reader reads. Documents and versions come
 * from the archive (content/legal/versions).
 */
import { expect, test } from '@playwright/test';
import { legalArchiveRoutes } from '../built-routes';

const compares = legalArchiveRoutes().filter((route) => route.endsWith('/compare'));
const compareRoute = compares[0];
const [, id, , version] = compareRoute?.split('/') ?? [];

test.describe('legal archive', () => {
  // Frozen versions are never removed, and the archive has held two versions of every
  // document since it began, so a build without a redline has lost part of its history.
  test('the build has a redline to read', () => {
    expect(compares.length, 'compare pages listed from content/legal/versions').toBeGreaterThan(0);
  });

  test('from a document to its versions, to an earlier version, and back to the current document', async ({ page }) => {
    await page.goto(`/${id}`);
    await page.getByRole('link', { name: 'All versions of this document' }).click();
    await expect(page).toHaveURL(new RegExp(`/${id}/versions/?$`));
    // The newest version that is no longer in force (the list is newest first and says where each stands).
    const earlier = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .filter({ hasText: /Superseded on|Replaced before it took effect/ })
      .first();
    const earlierVersion = /^Version (\S+)/.exec((await earlier.getByRole('heading', { level: 2 }).textContent())!.trim())?.[1];
    expect(earlierVersion).toBeTruthy();
    await earlier.getByRole('link', { name: `Read version ${earlierVersion}` }).click();
    const notice = page.getByRole('note').filter({ hasText: 'This is an earlier version' });
    await expect(notice).toContainText(/it was in force from .+ until /);
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${id}/?$`));
  });

  for (const media of ['screen', 'print'] as const) {
    test(`a redline marks changes without relying on color (${media})`, async ({ page }) => {
      await page.emulateMedia({ media });
      await page.goto(compareRoute);
      await expect(page.locator('h1')).toContainText(`version ${version}`);
      const marks = await page.locator('.redline').evaluate((root) => ({
        ins: [...root.querySelectorAll('ins')].map((el) => [
          getComputedStyle(el).textDecorationLine,
          getComputedStyle(el, '::before').content,
        ]),
        del: [...root.querySelectorAll('del')].map((el) => [
          getComputedStyle(el).textDecorationLine,
          getComputedStyle(el, '::before').content,
        ]),
      }));
      expect(marks.ins.length + marks.del.length).toBeGreaterThan(0);
      for (const [line, before] of marks.ins) expect([line, before]).toEqual(['underline', '" [inserted: "']);
      for (const [line, before] of marks.del) expect([line, before]).toEqual(['line-through', '" [deleted: "']);
    });
  }
});
