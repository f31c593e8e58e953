/**
 * Built-output audit of the investor pages, the case studies and the home page's Success Stories
 * and latest press (docs/decisions.md#press-and-investors). Expected values are read from the
 * content files themselves, so the audit checks the build against the source.
 */
import { describe, expect, it } from 'vitest';
import { page, linksNamed } from './built';
import { site } from '~/site.config';
import { HOME_LATEST_PRESS } from '~/lib/navigation';
import { investorUpdatePath, pressPath } from '~/lib/routes';
import { formatDate, isoDate, isoDateTime } from '~/lib/dates';
import { updatesCadence } from '~/lib/update-cadence';
import { LONG_DATE, press, updates, text, labelledBy, linkStartingWith, publishedTime, expectCorrection, expectBody } from './articles';

describe('investor pages', () => {
  it('/investors/content links the pitch deck (new tab), the one-pager and every update, newest first', () => {
    const doc = page('/investors/content').document;
    const deck = linkStartingWith(doc.querySelector('main')!, 'Open the pitch deck')!;
    expect(deck.getAttribute('href')).toBe(site.links.pitchDeck);
    expect(deck.getAttribute('target')).toBe('_blank');
    expect(deck.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.querySelector('main a[href="/mobile-one-pager"]')).not.toBeNull();
    const listed = [...labelledBy(doc, 'Investor updates').querySelectorAll('article h3 a')].map((a) => a.getAttribute('href'));
    expect(listed).toEqual(updates.map((u) => investorUpdatePath(u.id)));
  });

  // What the evergreen pages say about the updates is derived from the files, never written as a
  // sentence that goes stale ("Every month we write…" above an update from long ago).
  const cadence = updatesCadence(updates.map((u) => ({ date: u.data.date, title: u.data.title })));

  it.each(['/investors', '/investors/content', '/investors/newsletters'])(
    '%s says how many updates there are, over which months',
    (route) => {
      const main = text(page(route).document.querySelector('main'));
      expect(main).toContain(cadence);
      expect(main).not.toMatch(/\b(every|each) month we (write|send)\b/i);
    },
  );

  it('/investors/newsletters names and links the newest update, from the collection', () => {
    const intro = page('/investors/newsletters').document.querySelector('main h1')!.nextElementSibling!;
    const link = linkStartingWith(intro, updates[0].data.title)!;
    expect(link.getAttribute('href')).toBe(investorUpdatePath(updates[0].id));
    expect(text(intro)).toContain(`${cadence} The newest is the ${updates[0].data.title}, sent ${formatDate(updates[0].data.date)}.`);
  });

  it('/investors/newsletters lists every update newest first with its date', () => {
    const items = [...page('/investors/newsletters').document.querySelectorAll('main ol > li > article')];
    expect(items.map((item) => item.querySelector('h2 a')?.getAttribute('href'))).toEqual(updates.map((u) => investorUpdatePath(u.id)));
    for (const item of items) expect(text(item.querySelector('time'))).toMatch(LONG_DATE);
  });

  it.each(updates.map((u) => [u.id, u] as const))(
    '/investors/newsletters/%s shows the update with its date and a back link',
    (id, source) => {
      const doc = page(investorUpdatePath(id)).document;
      expect(text(doc.querySelector('h1'))).toBe(source.data.title);
      expect(publishedTime(doc)?.getAttribute('datetime')).toBe(isoDateTime(source.data.date));
      expect(linksNamed(doc.querySelector('main')!, /^Back to /).map((a) => a.getAttribute('href'))).toEqual(['/investors/newsletters']);
      expectBody(doc.querySelector('article'));
      expectCorrection(doc, source.data);
    },
  );
});

describe('home page sections', () => {
  const doc = page('/').document;

  it('the newsletter section shows the newest releases with their dates', () => {
    const list = labelledBy(doc, 'In the press');
    expect(list.tagName).toBe('UL');
    const items = [...list.querySelectorAll(':scope > li')];
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual(
      press.slice(0, HOME_LATEST_PRESS).map((p) => pressPath(p.id)),
    );
    items.forEach((item, i) => {
      expect(item.querySelector('time')?.getAttribute('datetime')).toBe(isoDate(press[i].data.date));
      expect(text(item.querySelector('time'))).toMatch(LONG_DATE);
    });
  });
});
