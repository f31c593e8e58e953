/**
 * Built-output audit of the legal archive: every published version's page,
 * the versions lists, the redlines and /legal/changelog, each version marked
 * by where it stands on the build's clock. Expectations come from the archive
 * (content/legal/versions), the documents' change lists and the production
 * rules (tests/dist/legal-docs.ts).
 */
import { describe, expect, it } from 'vitest';
import { fileForPath, page } from './built';
import { legalCases, standingText } from './legal-docs';
import { legalArchiveRoutes, sitemapRoutes } from '../built-routes';
import { readArchive, snapshotVisible } from '~/lib/legal/archive';
import { extractVisible, flatText, normalizeText } from '~/lib/legal/text';
import { CHANGE_KIND_INFO, changelogAnchor } from '~/lib/legal/timeline';
import { formatDate } from '~/lib/dates';
import { isLegalArchivePath, legalComparePath, legalPath, legalVersionPath, legalVersionsPath, routes } from '~/lib/routes';

const archive = readArchive(process.cwd());
const cases = legalCases();
const archivedCases = cases.filter((c) => archive.has(c.id));

/** The body of a built archive page as the gate reads text: the page's one article. */
const articleBodyOf = (route: string) => {
  const built = page(route);
  const articles = built.document.querySelectorAll('main article');
  if (articles.length !== 1) throw new Error(`${route}: ${articles.length} <article> elements, expected the one text`);
  return extractVisible(`<!doctype html><html><body><div data-legal-body>${articles[0].innerHTML}</div></body></html>`);
};

describe('the legal archive', () => {
  it('has frozen text for every version each published document lists', () => {
    expect(archivedCases.length, 'documents with an archive').toBeGreaterThan(0);
    for (const { id, data } of cases) {
      const versions = archive.get(id);
      expect(data.changes.filter((c) => !versions?.has(c.version)).map((c) => `${id} ${c.version}`)).toEqual([]);
    }
  });

  it('builds a page for every version, a versions list and a redline for every version after the first, none in the sitemap', () => {
    const expected = cases.flatMap(({ id, versions }) => [
      legalVersionsPath(id),
      ...versions.map((v) => legalVersionPath(id, v.version)),
      ...versions.slice(0, -1).map((v) => legalComparePath(id, v.version)),
    ]);
    expect(expected.length).toBeGreaterThan(0);
    for (const route of expected) expect(fileForPath(route), route).toBeTruthy();
    expect(legalArchiveRoutes()).toEqual(expect.arrayContaining(expected));
    expect(sitemapRoutes().filter(isLegalArchivePath)).toEqual([]);
  });

  it('every archive page carries noindex, loads no script file and is kept out of the search index', () => {
    for (const route of legalArchiveRoutes()) {
      const { document } = page(route);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), route).toMatch(/noindex/);
      expect(document.querySelectorAll('script[src], link[rel="modulepreload"]').length, route).toBe(0);
      // Kept out of the site search by its noindex (src/integrations/pagefind.ts).
    }
  });
});

describe.each(archivedCases.map((c) => [c.id, c] as const))('/%s archive', (id, { versions, inForce }) => {
  it('lists every version newest first with its dates, kind, summary and standing; none but the one in force is marked in force', () => {
    const list = page(legalVersionsPath(id)).document;
    const items = [...list.querySelectorAll('main ol > li')];
    expect(items.map((li) => normalizeText(li.querySelector(':scope > h2')?.textContent ?? ''))).toEqual(
      versions.map((v) => `Version ${v.version}`),
    );
    versions.forEach((v, index) => {
      const text = normalizeText(items[index].textContent ?? '');
      expect(text).toContain(`Published ${formatDate(v.published)}`);
      expect(text).toContain(`Effective ${formatDate(v.effective)}`);
      expect(text).toContain(CHANGE_KIND_INFO[index === versions.length - 1 ? 'initial' : (v.change.kind ?? 'substantive')].label);
      expect(text).toContain(normalizeText(v.change.summary));
      expect(normalizeText(items[index].querySelector('.version-standing')?.textContent ?? '')).toBe(standingText(v));
      expect(items[index].querySelector(`a[href="${legalVersionPath(id, v.version)}"]`)).not.toBeNull();
      if (index < versions.length - 1) expect(items[index].querySelector(`a[href="${legalComparePath(id, v.version)}"]`)).not.toBeNull();
    });
    expect(versions.filter((v) => v.standing === 'in-force').map((v) => v.version)).toEqual(inForce ? [inForce.version] : []);
  });

  it('shows each version with its dates and standing: older ones frozen, the newest as the document renders it', () => {
    for (const v of versions) {
      const route = legalVersionPath(id, v.version);
      const { document } = page(route);
      expect(flatText(articleBodyOf(route)), route).toBe(flatText(snapshotVisible(v.frozen!.snapshot.html)));
      const times = [...document.querySelectorAll('.legal-meta time')].map((t) => t.textContent?.trim());
      expect(times).toEqual([formatDate(v.effective), formatDate(v.published)]);
      const note = normalizeText(document.querySelector('.legal-version-notice')?.textContent ?? '');
      if (v.standing === 'in-force') expect(note, route).toMatch(/^This is the version of the .* in force today\./);
      else if (v.standing === 'upcoming') expect(note, route).toMatch(/^This version is not in force yet: it takes effect on /);
      else if (v.standing === 'superseded') expect(note, route).toMatch(/^This is an earlier version: it was in force from /);
      else expect(note, route).toMatch(/^This version never took effect/);
      if (v.standing !== 'in-force')
        expect(document.querySelector(`.legal-version-notice a[href="${legalPath(id)}"]`), route).not.toBeNull();
    }
  });

  it('each redline shows the changed sections first, marked, and folds the unchanged ones into one <details> at the end', () => {
    const routes = versions.slice(0, -1).map((v) => legalComparePath(id, v.version));
    for (const route of routes) {
      const { document } = page(route);
      // A shown section is a <section> with a heading and a line saying what happened to it, changed ones
      // first; the unchanged ones are listed in one fold at the end.
      const redline = document.querySelector('main .redline')!;
      const shown = [...redline.querySelectorAll(':scope > section')];
      const folds = [...redline.querySelectorAll(':scope > details')];
      const collapsed = [...redline.querySelectorAll(':scope > details li')];
      // After the legend with the counts.
      expect(redline.firstElementChild?.getAttribute('role'), route).toBe('note');
      expect(shown.length + folds.length + 1, route).toBe(redline.children.length);
      expect(folds.length, route).toBeLessThanOrEqual(1);
      if (folds.length) expect(redline.lastElementChild, `${route}: the fold comes last`).toBe(folds[0]);
      expect(shown.length, `${route}: changed sections`).toBeGreaterThan(0);
      for (const section of shown) {
        expect(section.querySelector(':scope > h2, :scope > h3'), route).not.toBeNull();
        expect(normalizeText(section.querySelector(':scope > h2 + p, :scope > h3 + p')?.textContent ?? ''), route).toMatch(
          /^(Changed section|New section|Section removed)\b/,
        );
      }
      expect(redline.querySelectorAll('ins, del').length, route).toBeGreaterThan(0);
      for (const same of collapsed) expect(same.closest('details.rl-unchanged'), route).not.toBeNull();
    }
  });
});

describe(routes.legalChangelog, () => {
  it('shows each entry with its publication and effective dates and its standing, linking its version and, after the first, its redline', () => {
    const { document } = page(routes.legalChangelog);
    let checked = 0;
    for (const { id, versions } of archivedCases) {
      versions.forEach((v, index) => {
        const entry = document.getElementById(changelogAnchor(id, v.version));
        const text = normalizeText(entry?.textContent ?? '');
        expect(text, `${id} ${v.version}`).toContain(`Effective ${formatDate(v.effective)}`);
        expect(normalizeText(entry?.querySelector('.version-standing')?.textContent ?? '')).toBe(standingText(v));
        const hrefs = [...(entry?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
        expect(hrefs, `${id} ${v.version}`).toContain(legalVersionPath(id, v.version));
        if (index < versions.length - 1) expect(hrefs, `${id} ${v.version}`).toContain(legalComparePath(id, v.version));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});
