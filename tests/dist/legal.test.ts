/**
 * Built-output audit of the legal documents, the legal index and the archive
 * (docs/decisions.md#legal-pages): the text and dates of the version in force,
 * the notice of every version to come, the table of contents, related links,
 * the EULA's plain-English summaries, the index grouped as docs/decisions.md#legal-pages
 * says; every published version's page, the change list on each document, the
 * redlines and /legal/changelog, each version marked by where it stands on the
 * build's clock. Expectations come from the documents' change lists, their
 * frozen files and the production timeline (tests/dist/legal-docs.ts).
 */
import { describe, expect, it } from 'vitest';
import { page } from './built';
import { legalCases, standingText } from './legal-docs';
import { legalArchiveRoutes } from '../built-routes';
import { extractVisible, flatText, normalizeText } from '~/lib/legal/text';
import { snapshotVisible } from '~/lib/legal/archive';
import { CHANGE_KIND_INFO, changelogAnchor } from '~/lib/legal/timeline';
import { legalComparePath, legalPath, legalVersionPath, routes } from '~/lib/routes';
import { inLegalOrder, LEGAL_GROUPS } from '~/lib/legal/schema';
import { formatDate, isoDate } from '~/lib/dates';
import { site } from '~/site.config';

const cases = legalCases();
const byId = new Map(cases.map((c) => [c.id, c]));

describe.each(cases.map((c) => [c.id, c] as const))('/%s', (id, { data, page: built, body, inForce, upcoming }) => {
  const doc = built.document;
  const main = doc.querySelector('main')!;
  // The address shows the version in force by the build's clock (before a new document's first day, its first version).
  const shown = inForce ?? upcoming[0];

  it('shows its title, and the dates and version of the version in force, in <time datetime>', () => {
    expect(doc.querySelector('h1')?.textContent?.trim()).toBe(data.title);
    expect(doc.querySelector('title')?.textContent).toContain(data.title);
    const meta = doc.querySelector('.legal-meta')!;
    const times = [...meta.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent?.trim()]);
    expect(times).toEqual([
      [isoDate(shown.effective), formatDate(shown.effective)],
      [isoDate(shown.published), formatDate(shown.published)],
    ]);
    expect(normalizeText(meta.textContent ?? '')).toMatch(/^Effective .+ Last updated .+ Version (\d+(\.\d+)*)$/);
    const versionTerm = [...meta.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === 'Version');
    expect(versionTerm?.nextElementSibling?.tagName).toBe('DD');
    expect(versionTerm?.nextElementSibling?.textContent?.trim()).toBe(shown.version);
    expect(main.querySelector('[data-legal-body]')?.getAttribute('data-legal-version')).toBe(shown.version);
  });

  it('shows the text of the version in force: its frozen text, or the document itself when that is the newest', () => {
    const text = flatText(extractVisible(built.html));
    if (shown.version === data.version) {
      expect(text).toBe(flatText(extractVisible(page(legalVersionPath(id, data.version)).html)));
    } else {
      expect(text).toBe(flatText(snapshotVisible(shown.frozen!.snapshot.html)));
    }
  });

  it('states the chain while newer versions wait for their day: which version applies until when, each with its text and redline', () => {
    const notice = doc.querySelector('.legal-upcoming');
    expect(Boolean(notice), 'a notice exactly while a version is upcoming').toBe(upcoming.length > 0);
    if (!notice) return;
    const text = normalizeText(notice.textContent ?? '');
    if (inForce) expect(text).toContain(`Version ${inForce.version} applies until ${formatDate(upcoming[0].from!)}.`);
    upcoming.forEach((next, index) => {
      const until = upcoming[index + 1] ? ` until ${formatDate(upcoming[index + 1].from!)}` : '';
      expect(text).toContain(
        `Version ${next.version}, published ${formatDate(next.published)}, applies from ${formatDate(next.from!)}${until}.`,
      );
      const links = [...notice.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).toContain(legalVersionPath(id, next.version));
    });
  });

  it('lists every body heading in "On this page", in order, once', () => {
    const expected = [...body.querySelectorAll('h2, h3')].map((h) => `#${h.getAttribute('id')}`);
    for (const toc of doc.querySelectorAll('nav[aria-label="On this page"]')) {
      const hrefs = [...toc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs.slice(0, expected.length)).toEqual(expected);
      expect(hrefs).toContain('#document-changes');
    }
    expect(doc.querySelectorAll('nav[aria-label="On this page"]').length).toBe(1);
  });

  it('links the related documents its frontmatter lists, in that order, leaving out drafts', () => {
    const related = [...doc.querySelectorAll('.legal-related a')].map((a) => a.getAttribute('href'));
    expect(related).toEqual(data.related.filter((r) => byId.has(r)).map((r) => `/${r}`));
  });
});

describe('the EULA', () => {
  it('follows every section with a plain-English summary and offers e-mail contacts', () => {
    const { body } = byId.get('eula')!;
    const children = [...body.children];
    const starts = children.flatMap((el, index) => (el.matches('h2') || el.querySelector(':scope > h2') ? [index] : []));
    expect(starts.length).toBeGreaterThan(0);
    starts.forEach((start, n) => {
      const section = children.slice(start, starts[n + 1] ?? children.length);
      const title = section[0].textContent;
      expect(
        section.some((el) => el.matches('.plain-summary[role="note"]')),
        `summary after "${title}"`,
      ).toBe(true);
    });
    const mail = [...body.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute('href'));
    expect(mail).toContain(`mailto:${site.emails.legal}`);
    expect(mail).toContain(`mailto:${site.emails.support}`);
  });
});

describe('/legal', () => {
  const index = page('/legal');

  it('lists a card per published document under its frontmatter group, groups in their fixed order', () => {
    // Each group is a section named by its h2, holding one list of cards.
    const groups = [...index.document.querySelectorAll('main section[aria-labelledby]')]
      .map((section) => [index.document.getElementById(section.getAttribute('aria-labelledby')!), section.querySelector('ul')] as const)
      .filter(([heading, ul]) => heading?.tagName === 'H2' && ul)
      .map(([heading, ul]) => [heading!.textContent, [...ul!.querySelectorAll('h3 a')].map((a) => a.getAttribute('href')!.slice(1))]);
    const ordered = inLegalOrder(cases.map((c) => ({ id: c.id, data: { ...c.data, related: c.data.related } })));
    const expected = LEGAL_GROUPS.map((group) => [group, ordered.filter((c) => c.data.group === group).map((c) => c.id)]).filter(
      ([, ids]) => ids.length > 0,
    );
    expect(groups).toEqual(expected);
  });

  it('shows each card with the document title, description, the version in force and every upcoming one', () => {
    for (const { id, data, inForce, upcoming } of cases) {
      const card = index.document.querySelector(`a[href="/${id}"]`)?.closest('li');
      expect(card?.querySelector('h3')?.textContent, id).toBe(data.title);
      const text = normalizeText(card?.textContent ?? '');
      expect(text).toContain(normalizeText(data.description));
      if (inForce) expect(text).toContain(`Version ${inForce.version}, in force since ${formatDate(inForce.from!)}`);
      for (const next of upcoming) expect(text).toContain(`Upcoming: version ${next.version} takes effect on ${formatDate(next.from!)}`);
      if (!upcoming.length) expect(text).not.toContain('Upcoming');
    }
  });
});

describe('the legal archive', () => {
  it('every archive page carries noindex, which keeps it out of the sitemap and the site search', () => {
    for (const route of legalArchiveRoutes()) {
      const { document } = page(route);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), route).toMatch(/noindex/);
    }
  });
});

describe.each(cases.map((c) => [c.id, c] as const))('/%s versions', (id, { versions, inForce }) => {
  it('lists every version newest first with its dates, kind, summary, standing and links; only the one in force is marked so', () => {
    const items = [...page(legalPath(id)).document.querySelectorAll('.legal-changes ol > li')];
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

  it('shows each version with its dates and a notice of where it stands: older ones frozen, the newest as the document renders it', () => {
    for (const v of versions) {
      const route = legalVersionPath(id, v.version);
      const { document, html } = page(route);
      expect(flatText(extractVisible(html)), route).toBe(flatText(snapshotVisible(v.frozen!.snapshot.html)));
      const times = [...document.querySelectorAll('.legal-meta time')].map((t) => t.textContent?.trim());
      expect(times).toEqual([formatDate(v.effective), formatDate(v.published)]);
      const note = normalizeText(document.querySelector('.legal-version-notice')?.textContent ?? '');
      const opening = {
        'in-force': /^This is the version of the .* in force today\./,
        upcoming: /^This version is not in force yet: it takes effect on /,
        superseded: /^This is an earlier version: it was in force from /,
        withdrawn: /^This version never took effect/,
      };
      expect(note, route).toMatch(opening[v.standing]);
      expect(document.querySelector(`.legal-version-notice a[href="${legalPath(id)}"]`), route).not.toBeNull();
    }
  });

  it('each redline shows the changed sections first, marked, and folds the unchanged ones into one <details> at the end', () => {
    for (const route of versions.slice(0, -1).map((v) => legalComparePath(id, v.version))) {
      const redline = page(route).document.querySelector('main .redline')!;
      const shown = [...redline.querySelectorAll(':scope > section')];
      const folds = [...redline.querySelectorAll(':scope > details')];
      // The legend with the counts, the changed sections, then at most one fold, last.
      expect(redline.firstElementChild?.getAttribute('role'), route).toBe('note');
      expect(shown.length + folds.length + 1, route).toBe(redline.children.length);
      expect(folds.length, route).toBeLessThanOrEqual(1);
      if (folds.length) expect(redline.lastElementChild, `${route}: the fold comes last`).toBe(folds[0]);
      expect(shown.length, `${route}: changed sections`).toBeGreaterThan(0);
      for (const section of shown) {
        expect(normalizeText(section.querySelector(':scope > h2 + p, :scope > h3 + p')?.textContent ?? ''), route).toMatch(
          /^(Changed section|New section|Section removed)$/,
        );
      }
      expect(redline.querySelectorAll('ins, del').length, route).toBeGreaterThan(0);
    }
  });
});

describe(routes.legalChangelog, () => {
  it('has an entry for every version of every document, with its standing, linking its text', () => {
    const { document } = page(routes.legalChangelog);
    for (const { id, versions } of cases) {
      for (const v of versions) {
        const entry = document.getElementById(changelogAnchor(id, v.version));
        expect(normalizeText(entry?.querySelector('.version-standing')?.textContent ?? ''), `${id} ${v.version}`).toBe(standingText(v));
        expect(entry?.querySelector(`a[href="${legalVersionPath(id, v.version)}"]`), `${id} ${v.version}`).not.toBeNull();
      }
    }
  });
});
