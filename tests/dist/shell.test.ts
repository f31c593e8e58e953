/**
 * Built-output audit of the shell: every page's head, one h1, the investor
 * updates' bare paths, and every internal link and #fragment resolving. That
 * the sitemap lists the built pages is quality-seo.test.ts's; the
 * zero-JavaScript rule and the other size rules are the budget check's
 * (scripts/check-budgets.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { readFileSync } from 'node:fs';
import { builtPages, contentPages, fileForPath, page } from './built';
import { redirectRoutes } from '../built-routes';
import { documents } from '~/lib/collections';
import { entries } from '../content';
import { isMonthSlug, investorUpdatePath } from '~/lib/routes';
import { site } from '~/site.config';

const SITE = site.url;

describe('every built page', () => {
  const pages = contentPages();

  it('redirects the bare path of every investor update named after its month, and nothing else', () => {
    const expected = Object.fromEntries(
      entries(documents.investorUpdates)
        .map((entry) => entry.id)
        .filter(isMonthSlug)
        .map((slug) => [`/${slug}`, investorUpdatePath(slug)]),
    );
    expect(redirectRoutes()).toEqual(expected);
    for (const [from, to] of Object.entries(expected)) {
      const stub = builtPages().find((p) => p.route === from);
      expect(stub?.isRedirect, `${from} is a redirect page`).toBe(true);
      expect(stub?.document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content'), from).toBe(`0; url=${to}`);
      expect(fileForPath(to), `${to} is built`).toBeTruthy();
    }
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s has a title, description, canonical and one h1', (route, p) => {
    const doc = p.document;
    expect(doc.querySelector('title')?.textContent?.trim(), 'title').toBeTruthy();
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length, 'description').toBeGreaterThan(30);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    expect(canonical.startsWith(SITE), `canonical ${canonical}`).toBe(true);
    if (route !== '/404') expect(new URL(canonical).pathname.replace(/\/$/, '') || '/').toBe(route);
    expect(doc.querySelectorAll('h1').length, 'h1 count').toBe(1);
    expect(doc.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(doc.querySelector('meta[name="twitter:card"]')).not.toBeNull();
  });
});

describe('internal links', () => {
  const idsCache = new Map<string, Set<string>>();
  const idsIn = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) {
      const { document } = parseHTML(readFileSync(file, 'utf8'));
      ids = new Set([...document.querySelectorAll('[id]')].map((el) => el.getAttribute('id')!));
      idsCache.set(file, ids);
    }
    return ids;
  };

  it('every internal link and #fragment resolves', () => {
    const broken: string[] = [];
    for (const p of contentPages()) {
      for (const a of p.document.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
        if (/^(mailto:|tel:|javascript:)/.test(href)) continue;
        const base = new URL(p.route === '/' ? '/' : `${p.route}/`, SITE);
        const url = new URL(href, base);
        if (url.origin !== SITE) continue;
        const file = fileForPath(url.pathname);
        if (!file) {
          broken.push(`${p.route}: ${href} (no page)`);
          continue;
        }
        if (url.hash.length > 1 && file.endsWith('.html')) {
          const id = decodeURIComponent(url.hash.slice(1));
          if (!idsIn(file).has(id)) broken.push(`${p.route}: ${href} (no #${id})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('the not-found page links home', () => {
    expect(page('/404').document.querySelector('main a[href="/"]')).not.toBeNull();
  });
});
