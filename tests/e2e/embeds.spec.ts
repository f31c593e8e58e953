/**
 * The third-party embeds (src/components/EmbedFrame.astro) never leave a blank
 * box: until the third party has painted, its box holds a card with the direct
 * link, and that card stays when the frame is blocked, when the browser is
 * offline and without JavaScript. A frame that paints replaces the card in the
 * same box, so nothing on the page moves. Each embed is checked on one page (BookDemo's calendar, on
 * /pricing too, on the home page).
 */
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { routes } from '../../src/lib/routes';

const embeds = [
  { path: routes.home, frame: site.links.calendarEmbed, link: site.links.calendar },
  { path: routes.home, frame: site.links.newsletterEmbed, link: site.links.newsletterEmbed },
  { path: routes.mobileOnePager, frame: site.links.contactFormEmbed, link: `mailto:${site.emails.general}` },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const thirdParties = new RegExp(embeds.map((e) => escapeRegExp(new URL(e.frame).origin)).join('|'));

/** The box of the frame whose address starts with `frameSrc` (the frame itself is written out only when asked for). */
const boxOf = (page: Page, frameSrc: string) => page.locator(`[data-embed][data-embed-src^="${frameSrc}"]`);

/** Each embed of the page at `path`, with its box and the card's direct link inside it. */
const boxesOn = (page: Page, path: string) =>
  embeds.filter((embed) => embed.path === path).map((embed) => ({ ...embed, box: boxOf(page, embed.frame) }));

for (const path of new Set(embeds.map((embed) => embed.path))) {
  test(`${path}: blocked or offline, each embed's card stays with its direct link`, async ({ context }) => {
    for (const offline of [false, true]) {
      // A fresh page each time: a reload would restore the scroll position, and the frame would be asked for before going offline.
      const page = await context.newPage();
      await page.route(thirdParties, (route) => route.abort());
      // Offline from before the page's scripts run (they ask for frames once it has loaded).
      await page.goto(path, { waitUntil: offline ? 'commit' : 'load' });
      await context.setOffline(offline);
      for (const { frame: frameSrc, link: href, box } of boxesOn(page, path)) {
        await box.scrollIntoViewIfNeeded();
        const frame = box.locator('iframe');
        // Blocked: the frame was asked for and failed; offline: it is not written out until the network is back.
        if (offline) await expect(frame).toHaveCount(0);
        else await expect(frame).toHaveAttribute('src', new RegExp(`^${escapeRegExp(frameSrc)}`));
        await page.waitForTimeout(500);
        await expect(box.locator(`a[href="${href}"]`)).toBeVisible();
        await expect(frame).toBeHidden();
      }
      await context.setOffline(false);
      await page.close();
    }
  });

  test(`${path}: a frame that paints takes its card's place without moving the page`, async ({ page }) => {
    // The third party answers only once the cards have been measured.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(thirdParties, async (route) => {
      await answered;
      await route.fulfill({ contentType: 'text/html', body: '<p>Painted</p><script>parent.postMessage("ready", "*")</script>' });
    });
    await page.goto(path);
    const boxes = boxesOn(page, path);
    for (const { link: href, box } of boxes) {
      await box.scrollIntoViewIfNeeded();
      await expect(box.locator('iframe')).toHaveAttribute('src', /./);
      await expect(box.locator(`a[href="${href}"]`)).toBeVisible();
    }
    // The frame's box keeps its size, so the frame moves nothing (what lies below it may still settle
    // for reasons of its own, such as lazy images, so the footer's place is not compared).
    const sizes = () =>
      Promise.all(
        boxes.map(async ({ box }) => {
          const rect = (await box.boundingBox())!;
          return { width: rect.width, height: rect.height };
        }),
      );
    await page.evaluate(() => scrollTo(0, 0));
    const before = await sizes();
    answer();
    for (const { link: href, box } of boxes) {
      // A lazy frame out of view may wait to load: bring it back, as a visitor would.
      await box.scrollIntoViewIfNeeded();
      await expect(box.locator('iframe')).toBeVisible();
      await expect(box.locator(`a[href="${href}"]`)).toBeHidden();
    }
    expect(await sizes()).toEqual(before);
  });
}

test('without JavaScript every embed is its card, with no frame', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of new Set(embeds.map((embed) => embed.path))) {
    await page.goto(path);
    for (const { link: href, box } of boxesOn(page, path)) {
      await expect(box.locator(`a[href="${href}"]`)).toBeVisible();
      await expect(box.locator('iframe')).toBeHidden();
    }
  }
  await context.close();
});
