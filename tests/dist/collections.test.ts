/**
 * Built-output audit of the publications (docs/decisions.md#press-and-investors): the press room, each
 * release, the RSS feed, the investor pages and the home page's latest press
 * (case studies: tests/dist/case-studies.test.ts). Expected values are read from the
 * content files themselves, so the audit checks the build against the source.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser } from 'linkedom';
import { distDir, page, contentPages, linksNamed } from './built';
import { site } from '~/site.config';
import { HOME_LATEST_PRESS } from '~/lib/navigation';
import { investorUpdatePath, pageFile, pressPath } from '~/lib/routes';
import { formatDate, isoDate, isoDateTime } from '~/lib/dates';
import { documents } from '~/lib/collections';
import { entries, newestFirst } from '../content';
import { updatesCadence } from '~/lib/investor-updates';

const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const press = newestFirst(entries(documents.press));
const updates = newestFirst(entries(documents.investorUpdates));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The element labelled (aria-labelledby) by the heading that reads `name`: a named section, aside or list. */
function labelledBy(doc: Document, name: string): Element {
  const found = [...doc.querySelectorAll('[aria-labelledby]')].find(
    (el) => text(doc.getElementById(el.getAttribute('aria-labelledby')!)) === name,
  );
  if (!found) throw new Error(`nothing labelled "${name}"`);
  return found;
}
/** The first link inside `root` whose visible text starts with `label`. */
const linkStartingWith = (root: ParentNode, label: string) => [...root.querySelectorAll('a')].find((a) => text(a).startsWith(label));
/** The date line of an article: the first <time> in its header. */
const publishedTime = (doc: Document) => doc.querySelector('main article > header time[datetime]');
/**
 * A changed article says so beside its date: "Updated <date>" in the date line and the source's
 * updateNote right under it, in the article's header; an unchanged one shows neither.
 */
function expectCorrection(doc: Document, data: Record<string, any>) {
  const header = doc.querySelector('main article > header')!;
  const times = [...header.querySelectorAll('time[datetime]')].map((time) => time.getAttribute('datetime'));
  if (!data.updated) {
    expect(times).toEqual([isoDateTime(data.date)]);
    expect(text(header)).not.toContain('Updated');
    return;
  }
  expect(times).toEqual([isoDateTime(data.date), isoDate(data.updated)]);
  const dateLine = publishedTime(doc)!.parentElement!;
  expect(text(dateLine)).toMatch(/ · Updated /);
  expect(plain(text(dateLine.nextElementSibling))).toBe(plain(data.updateNote).replace(/\s+/g, ' ').trim());
}
/** Quotes and apostrophes as plain ASCII, so a typographer's quotes compare equal to the source's. */
const plain = (value: string) => value.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
/**
 * The body of an MDX source as a reader meets it: its section headings (`## `) and the words of
 * its first paragraph, between the expressions ({site.name}) that the build fills in.
 */
function bodyOf(folder: string, id: string): { headings: string[]; words: string[] } {
  const mdx = readFileSync(join('content', folder, `${id}.mdx`), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const blocks = mdx
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !/^(import|export) /.test(block));
  const inline = (value: string) => value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
  const headings = blocks.filter((block) => block.startsWith('## ')).map((block) => plain(inline(block.slice(3)).trim()));
  const first = blocks.find((block) => !/^[#|<>*-]/.test(block)) ?? '';
  const words = inline(first)
    .split(/\{[^}]*\}/)
    .map((part) => plain(part.replace(/\s+/g, ' ').trim()))
    .filter((part) => part.length > 2);
  return { headings, words };
}

/** The article of a built page shows the body of its source: the headings first, in order, and the first paragraph. */
function expectBody(article: Element | null, folder: string, id: string) {
  const { headings, words } = bodyOf(folder, id);
  expect(words.length, `${folder}/${id}.mdx has a first paragraph`).toBeGreaterThan(0);
  const shown = plain(text(article));
  for (const part of words) expect(shown, 'the first paragraph').toContain(part);
  const h2s = [...(article?.querySelectorAll('h2') ?? [])].map((h2) => plain(text(h2)));
  expect(h2s.slice(0, headings.length), 'the section headings').toEqual(headings);
}

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
      expect(text(item.querySelector('h3'))).toBe(source.data.title);
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
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
  const article = ld.find((d) => d['@type'] === 'NewsArticle');
  const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');

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
    expectBody(doc.querySelector('article'), 'press', id);
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('shows the date of its last change and what changed, beside its date', () => expectCorrection(doc, source.data));

  it('describes itself as a NewsArticle with breadcrumbs', () => {
    const url = `${site.url}/press/${id}`;
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: source.data.title,
      datePublished: isoDateTime(source.data.date),
      dateModified: isoDateTime(source.data.updated ?? source.data.date),
      author: { '@type': 'Organization', name: site.name },
      publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    expect(article.image[0]).toMatch(new RegExp(`^${site.url}/`));
    expect(crumbs.itemListElement.map((item: any) => [item.position, item.name, item.item])).toEqual([
      [1, 'Press', `${site.url}/press`],
      [2, source.data.title, url],
    ]);
  });
});

describe('press feed', () => {
  const xml = readFileSync(join(distDir, 'press', 'rss.xml'), 'utf8');
  const feed = new DOMParser().parseFromString(xml, 'text/xml');
  const items = [...feed.querySelectorAll('channel > item')];

  it('is RSS 2.0 with a channel linking to the site', () => {
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(feed.querySelector('rss')?.getAttribute('version')).toBe('2.0');
    expect(text(feed.querySelector('channel > title'))).toBe(`${site.name} press releases`);
    expect(text(feed.querySelector('channel > link'))).toMatch(new RegExp(`^${site.url}/?$`));
  });

  it('has one item per release, newest first, matching the collection', () => {
    expect(items.map((item) => text(item.querySelector('title')))).toEqual(press.map((p) => p.data.title));
    items.forEach((item, i) => {
      expect(text(item.querySelector('link'))).toBe(`${site.url}/press/${press[i].id}`);
      expect(text(item.querySelector('description'))).toBe(press[i].data.summary);
      const pubDate = new Date(text(item.querySelector('pubDate')));
      expect(pubDate.getTime()).toBe(press[i].data.date.getTime());
    });
  });

  it('is announced in the head of every page', () => {
    for (const p of contentPages().filter((p) => p.route !== '/404')) {
      const link = p.document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(link?.getAttribute('href'), p.route).toBe('/press/rss.xml');
    }
  });

  it('lists every release page in the sitemap, and no draft', () => {
    const sitemap = readdirSync(distDir)
      .filter((name) => /^sitemap-\d+\.xml$/.test(name))
      .map((name) => readFileSync(join(distDir, name), 'utf8'))
      .join('\n');
    for (const p of press) expect(sitemap).toMatch(new RegExp(`<loc>${site.url}/press/${p.id}/?</loc>`));
    // Drafts and releases scheduled for later have no page, so no sitemap entry either.
    const published = new Set(press.map((p) => p.id));
    const unpublished = readdirSync(documents.press.folder)
      .map((name) => name.replace(/\.mdx$/, ''))
      .filter((id) => !published.has(id));
    for (const id of unpublished) expect(sitemap).not.toContain(`${pressPath(id)}<`);
  });
});

describe('investor pages', () => {
  it('/investors links to the investor content', () => {
    const link = [...page('/investors').document.querySelectorAll('main a')].find((a) => text(a) === 'Access Investor Content');
    expect(link?.getAttribute('href')).toBe('/investors/content');
  });

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
      expectBody(doc.querySelector('article'), 'investor-updates', id);
      expectCorrection(doc, source.data);
      expect(existsSync(join(distDir, pageFile(`/${id}`))), `redirect /${id}`).toBe(true);
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
      expect(item.querySelector('a')?.getAttribute('href')).toBe(pressPath(press[i].id));
    });
  });
});
