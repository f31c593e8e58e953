/**
 * Built-output audit of the press room, each release and the press feed
 * (docs/decisions.md#press-and-investors). Expected values are read from the
 * content files themselves, so the audit checks the build against the source.
 */
import { describe, expect, it } from 'vitest';
import { distDir, page, linksNamed } from './built';
import { site } from '~/site.config';
import { pressPath } from '~/lib/routes';
import { isoDateTime } from '~/lib/dates';
import { DOMParser } from 'linkedom';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LONG_DATE, press, text, labelledBy, linkStartingWith, publishedTime, expectCorrection, expectBody } from './articles';

describe('press room', () => {
  const doc = page('/press').document;
  const items = [...labelledBy(doc, 'Press releases').querySelectorAll('ol > li > article')];

  it('lists every release newest first with its date, title, summary and Read More link', () => {
    expect(items.map((item) => text(item.querySelector('h3')))).toEqual(press.map((p) => p.data.title));
    items.forEach((item, i) => {
      const source = press[i];
      const time = item.querySelector('time')!;
      expect(time.getAttribute('datetime')).toBe(isoDateTime(source.data.date));
      expect(text(time)).toMatch(LONG_DATE);
      expect(text(item)).toContain(source.data.summary);
      const more = linkStartingWith(item, 'Read More')!;
      expect(more.getAttribute('href')).toBe(pressPath(source.id));
      // The accessible name tells the links apart and starts with the visible text.
      expect(text(more)).toMatch(/^Read More/);
      expect(more.getAttribute('aria-label')).toBe(`Read More: ${source.data.title}`);
    });
  });

  it('links back to /about and gives the media contact from the site config', () => {
    expect(linksNamed(doc.querySelector('main')!, /^Back to /).map((a) => a.getAttribute('href'))).toEqual(['/about']);
    expect(labelledBy(doc, 'Media contact').querySelector(`a[href="mailto:${site.emails.press}"]`)).not.toBeNull();
  });
});

describe.each(press.map((p) => [p.id, p] as const))('press release /press/%s', (id, source) => {
  const built = page(pressPath(id));
  const doc = built.document;

  it('has its title, date, back link, dateline, about section and media contact', () => {
    expect(text(doc.querySelector('h1'))).toBe(source.data.title);
    const time = publishedTime(doc)!;
    expect(time.getAttribute('datetime')).toBe(isoDateTime(source.data.date));
    expect(text(time)).toMatch(LONG_DATE);
    expect(linksNamed(doc.querySelector('main')!, /^Back to /).map((a) => a.getAttribute('href'))).toEqual(['/press']);
    // The dateline opens the release: city, region and the date.
    const paragraphs = [...doc.querySelectorAll('main article p')].map((p) => text(p));
    expect(paragraphs).toContain(`${site.office.city}, ${site.office.region}, ${text(time)}`);
    expect(text(doc.querySelector('#about-company'))).toBe(`About ${site.name}`);
    expect(doc.querySelector(`a[href="mailto:${site.emails.press}"]`)).not.toBeNull();
    expectBody(doc.querySelector('article'));
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('shows the date of its last change and what changed, beside its date', () => expectCorrection(doc, source.data));
  // Its NewsArticle and breadcrumbs are tests/dist/quality-structured-data.test.ts's, with every page's JSON-LD.
});

describe('press feed', () => {
  const xml = readFileSync(join(distDir, 'press', 'rss.xml'), 'utf8');
  const feed = new DOMParser().parseFromString(xml, 'text/xml');
  const items = [...feed.querySelectorAll('channel > item')];

  it('has one item per release, newest first, matching the collection', () => {
    expect(items.map((item) => text(item.querySelector('title')))).toEqual(press.map((p) => p.data.title));
    items.forEach((item, i) => {
      expect(text(item.querySelector('link'))).toBe(`${site.url}/press/${press[i].id}`);
      expect(text(item.querySelector('description'))).toBe(press[i].data.summary);
      const pubDate = new Date(text(item.querySelector('pubDate')));
      expect(pubDate.getTime()).toBe(press[i].data.date.getTime());
    });
  });
});
