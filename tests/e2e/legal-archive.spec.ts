/**
 * The legal archive in a browser: a visitor goes from a document to an earlier
 * version that says it is no longer in force, and back; and reads a redline
 * whose insertions and deletions stay marked without color (underline and
 * strike-through) and are announced by words a screen reader reads. Documents
 * and versions come from the archive (content/legal/versions).
 */
import { expect, test } from '@playwright/test';
import { legalArchiveRoutes } from '../built-routes';

// Every document has kept two versions since launch, so a build without a redline has lost part of its history.
const compareRoute = legalArchiveRoutes().find((route) => route.endsWith('/compare'))!;
const [, id, , version] = compareRoute?.split('/') ?? [];

test.describe('legal archive', () => {
  test('from a document to an earlier version, and back to the document', async ({ page }) => {
    expect(compareRoute, 'a compare page listed from content/legal/versions').toBeTruthy();
    await page.goto(`/${id}`);
    // The newest version that is no longer in force (the change list is newest first and says where each stands).
    const earlier = page
      .locator('.legal-changes li')
      .filter({ hasText: /Superseded on/ })
      .first();
    const earlierVersion = /Version (\S+)/.exec((await earlier.getByRole('heading').textContent())!)?.[1];
    await earlier.getByRole('link', { name: `Read version ${earlierVersion}` }).click();
    const notice = page.getByRole('note').filter({ hasText: 'This is an earlier version' });
    await expect(notice).toContainText(/it was in force from .+ until /);
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${id}/?$`));
  });

  test('a redline marks changes without relying on color', async ({ page }) => {
    await page.goto(compareRoute);
    await expect(page.locator('h1')).toContainText(`version ${version}`);
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
});
