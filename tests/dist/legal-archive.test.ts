/**
 * Built-output audit of the legal archive: every published version's page,
 * the versions lists, the redlines, and the links to them from the documents
 * and /legal/changelog. Expectations come from the archive
 * (content/legal/versions) and the documents' change lists.
 */
import { describe, expect, it } from 'vitest';
import { fileForPath, page } from './built';
import { legalCases } from './legal-docs';
import { normalizeText } from '~/lib/legal-text';
import { legalArchiveRoutes, sitemapRoutes } from '../built-routes';
import { readArchive } from '../../scripts/lib/legal-snapshots.ts';
import { compareHref, isArchivePath, snapshotVisible, versionHref, versionsHref } from '~/lib/legal-archive';
import { extractVisible, flatText } from '~/lib/legal-text';
import { CHANGE_KIND_INFO } from '~/lib/legal-kinds';
import { formatDate, parseIsoDate } from '~/lib/dates';
import { changelogAnchor } from '~/lib/legal-changelog';

const archive = readArchive(process.cwd());
const cases = legalCases();
const archivedCases = cases.filter((c) => archive.has(c.id));

/** The body of a built archive page as the gate reads text: the page's one article, the frozen text. */
const frozenBodyOf = (route: string) => {
  const built = page(route);
  const articles = built.document.querySelectorAll('main article');
  if (articles.length !== 1) throw new Error(`${route}: ${articles.length} <article> elements, expected the one frozen text`);
  return extractVisible(`<!doctype html><html><body><div data-legal-body>${articles[0].innerHTML}</div></body></html>`);
};
/** The note at the top of a version page that says whether it is the current version. */
const versionNotice = (document: Document) =>
  [...document.querySelectorAll('main [role="note"]')].find((note) =>
    /^This is (the current|an earlier) version/.test(normalizeText(note.textContent ?? '')),
  );

describe('the legal archive', () => {
  it('has frozen text for every version each published document lists', () => {
    expect(archivedCases.length, 'documents with an archive').toBeGreaterThan(0);
    for (const { id, data } of cases) {
      const versions = archive.get(id);
      expect(data.changes.filter((c) => !versions?.has(c.version)).map((c) => `${id} ${c.version}`)).toEqual([]);
    }
  });

  it('builds every archive page, and none of them is in the sitemap', () => {
    const routes = legalArchiveRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(fileForPath(route), route).toBeTruthy();
    expect(sitemapRoutes().filter(isArchivePath)).toEqual([]);
  });

  it('every archive page carries noindex, loads no script file and is kept out of the search index', () => {
    for (const route of legalArchiveRoutes()) {
      const { document } = page(route);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), route).toMatch(/noindex/);
      expect(document.querySelectorAll('script[src], link[rel="modulepreload"]').length, route).toBe(0);
      expect(document.querySelector('[data-pagefind-body]'), route).toBeNull();
    }
  });
});

describe.each(archivedCases.map((c) => [c.id, c] as const))('/%s archive', (id, { data, page: live }) => {
  const versions = archive.get(id)!;

  it('the document links its versions page, and each listed version and its redline', () => {
    const links = [...live.document.querySelectorAll('.legal-changes a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(versionsHref(id));
    data.changes.forEach((change, index) => {
      expect(links).toContain(versionHref(id, change.version));
      if (index < data.changes.length - 1) expect(links).toContain(compareHref(id, change.version));
    });
  });

  it('lists every version newest first with its dates, kind and summary', () => {
    const list = page(versionsHref(id)).document;
    // One list item per version, each headed by a link to its text.
    const items = [...list.querySelectorAll('main ol > li')].filter((li) => li.querySelector(':scope > h2'));
    expect(items.map((li) => normalizeText(li.querySelector(':scope > h2 a')?.textContent ?? ''))).toEqual(
      data.changes.map((c) => `Version ${c.version}`),
    );
    expect(items.map((li) => li.querySelector(':scope > h2 a')?.getAttribute('href'))).toEqual(
      data.changes.map((c) => versionHref(id, c.version)),
    );
    data.changes.forEach((change, index) => {
      const text = normalizeText(items[index].textContent ?? '');
      const frozen = versions.get(change.version)!.snapshot;
      expect(text).toContain(`Effective ${formatDate(parseIsoDate(frozen.effectiveDate))}`);
      expect(text).toContain(`Last updated ${formatDate(parseIsoDate(frozen.lastUpdated))}`);
      expect(text).toContain(CHANGE_KIND_INFO[change.kind].label);
      expect(text).toContain(normalizeText(change.summary));
    });
  });

  it('shows each version as frozen, with its dates; an earlier one says so and links the current document', () => {
    for (const change of data.changes) {
      const route = versionHref(id, change.version);
      const { document } = page(route);
      const frozen = versions.get(change.version)!.snapshot;
      expect(flatText(frozenBodyOf(route)), route).toBe(flatText(snapshotVisible(frozen.html)));
      const times = [...document.querySelectorAll('.legal-meta time')].map((t) => t.getAttribute('datetime'));
      expect(times).toEqual([frozen.effectiveDate, frozen.lastUpdated]);
      const notice = versionNotice(document);
      expect(notice, `${route}: the current-or-earlier note`).toBeDefined();
      if (change.version === data.version) {
        expect(normalizeText(notice!.textContent ?? ''), route).toMatch(/^This is the current version/);
      } else {
        expect(normalizeText(notice!.textContent ?? ''), route).toMatch(/^This is an earlier version, not the current one\./);
        expect(notice!.querySelector(`a[href="/${id}"]`), route).not.toBeNull();
      }
    }
  });

  it('the current version reads exactly like the document', () => {
    const liveBody = extractVisible(live.html);
    expect(flatText(frozenBodyOf(versionHref(id, data.version)))).toBe(flatText(liveBody));
  });

  it('each redline marks insertions and deletions and collapses unchanged sections', () => {
    for (const change of data.changes.slice(0, -1)) {
      const route = compareHref(id, change.version);
      const { document } = page(route);
      // A shown section is a <section> with a heading and a line saying what happened to it;
      // an unchanged one is a single line that says so.
      const redline = document.querySelector('main .redline')!;
      const shown = [...redline.querySelectorAll(':scope > section')];
      const collapsed = [...redline.querySelectorAll(':scope > p')];
      expect(shown.length + collapsed.length, route).toBe(redline.children.length);
      expect(shown.length, `${route}: changed sections`).toBeGreaterThan(0);
      for (const section of shown) {
        expect(section.querySelector(':scope > h2, :scope > h3'), route).not.toBeNull();
        expect(normalizeText(section.querySelector(':scope > h2 + p, :scope > h3 + p')?.textContent ?? ''), route).toMatch(
          /^(Changed section|New section|Section removed)\b/,
        );
      }
      expect(redline.querySelectorAll('ins, del').length, route).toBeGreaterThan(0);
      for (const same of collapsed) expect(normalizeText(same.textContent ?? ''), route).toMatch(/^Unchanged: /);
    }
  });
});

describe('/legal/changelog', () => {
  it('links every entry to its version and, after the first, to its redline', () => {
    const { document } = page('/legal/changelog');
    for (const { id, data } of archivedCases) {
      data.changes.forEach((change, index) => {
        const entry = document.getElementById(changelogAnchor({ docId: id, version: change.version }));
        const hrefs = [...(entry?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
        expect(hrefs, `${id} ${change.version}`).toContain(versionHref(id, change.version));
        if (index < data.changes.length - 1) expect(hrefs, `${id} ${change.version}`).toContain(compareHref(id, change.version));
      });
    }
  });
});
