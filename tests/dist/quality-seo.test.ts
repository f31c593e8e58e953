/**
 * Search engines, feeds and site search over the built site
 * (docs/decisions.md#search-engines-feeds-and-site-search): the
 * sitemap lists every public page and nothing else, with lastmod from content
 * dates; robots.txt points to it; every RSS feed is linked from the pages and
 * its items lead to built pages (the feed's format is @astrojs/rss's); the
 * Pagefind index holds the searchable content.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { walk } from '../../scripts/lib/walk.ts';
import { gunzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { contentPages, distDir, fileForPath, page } from './built';
import { entries as published } from '../content';
import { isoDate } from '~/lib/dates';
import { site } from '~/site.config';
import { resultHref } from '~/lib/site-search';
import { investorUpdatePath, pressPath } from '~/lib/routes';
import { documents, type DocumentCollection } from '~/lib/collections';
import { builtAt, sitemapRoutes } from '../built-routes';

/** A built XML file, parsed; @astrojs/rss and @astrojs/sitemap write it well-formed. */
function xml(path: string): Document {
  const file = join(distDir, path);
  if (!existsSync(file)) throw new Error(`${path} is not in the build`);
  return new (parseHTML('').DOMParser)().parseFromString(readFileSync(file, 'utf8'), 'text/xml') as unknown as Document;
}
const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

function sitemapEntries(): Map<string, string | undefined> {
  const index = xml('sitemap-index.xml');
  const entries = new Map<string, string | undefined>();
  for (const loc of index.querySelectorAll('sitemap > loc')) {
    const sitemap = xml(new URL(text(loc)).pathname);
    for (const url of sitemap.querySelectorAll('url'))
      entries.set(text(url.querySelector('loc')), text(url.querySelector('lastmod')) || undefined);
  }
  return entries;
}

describe('sitemap and robots.txt', () => {
  const entries = sitemapEntries();
  const publicPages = contentPages().filter(
    (p) => p.route !== '/404' && !/noindex/.test(p.document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''),
  );

  it('lists every public page by its canonical URL, and nothing else', () => {
    const expected = publicPages.map((p) => p.document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? p.route);
    const listed = [...entries.keys()];
    expect(
      expected.filter((url) => !entries.has(url)),
      'public pages missing from the sitemap',
    ).toEqual([]);
    expect(
      listed.filter((url) => !expected.includes(url)),
      'sitemap URLs that are not public pages (404, redirects, noindex?)',
    ).toEqual([]);
  });

  it('gives each dated page its content date as lastmod', () => {
    // A release or an update last changed on its date, or on its correction's (`updated`).
    const dates = new Map(
      [documents.press, documents.investorUpdates].flatMap((collection) =>
        published(collection).map((entry) => [collection.route!(entry.id), isoDate(entry.data.updated ?? entry.data.date)] as const),
      ),
    );
    expect(dates.size, 'content dates found').toBeGreaterThan(0);
    const wrong = [...dates].flatMap(([route, day]) => {
      const url = new URL(route, site.url).href;
      if (!entries.has(url)) return [`${route}: has a content date but is not in the sitemap (slug and route differ?)`];
      const lastmod = entries.get(url);
      return lastmod?.slice(0, 10) === day ? [] : [`${route}: lastmod ${lastmod ?? 'missing'}, content date ${day}`];
    });
    expect(wrong).toEqual([]);
    // No page claims a date it does not have (the build clock would make every build differ).
    // A policy's address last changed when a version was published or took effect, never after the build's day.
    const policies = new Set(published(documents.legal).map((entry) => documents.legal.route(entry.id)));
    const undated = [...entries].filter(([url, lastmod]) => {
      const path = new URL(url).pathname;
      return lastmod && !dates.has(path) && !(policies.has(path) && lastmod.slice(0, 10) <= isoDate(builtAt()));
    });
    expect(undated, 'lastmod on pages without a content date').toEqual([]);
  });

  it('robots.txt allows crawling and points to the sitemap index', () => {
    const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap-index.xml`);
  });
});

describe('RSS feeds', () => {
  const linked = new Map<string, string[]>();
  for (const p of contentPages()) {
    for (const link of p.document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')) {
      const path = new URL(link.getAttribute('href') ?? '', `${site.url}${p.route}`).pathname;
      linked.set(path, [...(linked.get(path) ?? []), p.route]);
    }
  }
  const builtFeeds = walk(distDir)
    .filter((file) => file.endsWith('.xml'))
    .map((file) => `/${relative(distDir, file).split(sep).join('/')}`)
    .filter((path) => /<rss[\s>]/.test(readFileSync(join(distDir, path), 'utf8')));

  it('every feed is linked from a page, and every linked feed is built', () => {
    expect(builtFeeds.length).toBeGreaterThan(0);
    expect(
      builtFeeds.filter((feed) => !linked.has(feed)),
      'feeds no page links to',
    ).toEqual([]);
    expect(
      [...linked.keys()].filter((feed) => !builtFeeds.includes(feed)),
      'linked feeds that are not in the build',
    ).toEqual([]);
  });

  it.each(builtFeeds)('%s has items that link to built pages and to ids on them', (path) => {
    const items = [...xml(path).querySelectorAll('item')];
    expect(items.length, 'items').toBeGreaterThan(0);
    const problems = items.flatMap((item, i) => {
      const link = text(item.querySelector('link'));
      if (!link.startsWith(site.url)) return [`item ${i + 1}: link "${link}" is not an absolute URL on ${site.url}`];
      const { pathname, hash } = new URL(link);
      if (!fileForPath(pathname)) return [`item ${i + 1}: link ${link} is not a built page`];
      // An entry of a page (the policy changelog's items) must land on its id there.
      const id = decodeURIComponent(hash.slice(1));
      return id && !page(pathname).document.getElementById(id)
        ? [`item ${i + 1}: link ${link} has no element with id "${id}" on its page`]
        : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('site search index', () => {
  const slugs = (collection: DocumentCollection) => published(collection).map((entry) => entry.id);
  /** The indexed pages, read from Pagefind's fragments (gzip, then a signature, then JSON). */
  function indexedPages(): { route: string; content: string; title: string }[] {
    const dir = join(distDir, 'pagefind/fragment');
    if (!existsSync(dir)) throw new Error('No Pagefind index in the build: the build command writes it (src/integrations/pagefind.ts).');
    return readdirSync(dir).map((file) => {
      const raw = gunzipSync(readFileSync(join(dir, file))).toString('utf8');
      const page = JSON.parse(raw.slice(raw.indexOf('{'))) as { url: string; content: string; meta: { title: string } };
      return { route: resultHref(page.url), content: page.content, title: page.meta.title };
    });
  }
  const indexedUrls = () => indexedPages().map((page) => page.route);

  it('indexes every page a visitor could look for (the pages of the sitemap), and only them', () => {
    const expected = sitemapRoutes().sort();
    const urls = indexedUrls().sort();
    expect(
      expected.filter((route) => !urls.includes(route)),
      'public pages missing from the search index',
    ).toEqual([]);
    expect(
      urls.filter((url) => !expected.includes(url)),
      'pages indexed that are not in the sitemap',
    ).toEqual([]);
  });

  it("indexes an article's own text, not the links and boilerplate every article repeats", () => {
    const press = new Set(slugs(documents.press).map((s) => pressPath(s)));
    const articles = new Set([...press, ...slugs(documents.investorUpdates).map((s) => investorUpdatePath(s))]);
    const problems = indexedPages()
      .filter((page) => articles.has(page.route))
      .flatMap(({ route, content, title }) => [
        ...(content.startsWith(title) ? [] : [`${route}: the indexed text starts "${content.slice(0, 40)}", not with the title`]),
        ...(/Back to /.test(content) ? [`${route}: the back link is indexed`] : []),
        ...(press.has(route) && content.includes(`About ${site.name}`)
          ? [`${route}: the "About ${site.name}" boilerplate is indexed`]
          : []),
        ...(press.has(route) && content.includes(site.emails.press) ? [`${route}: the media contact is indexed`] : []),
      ]);
    expect(problems).toEqual([]);
  });
});
