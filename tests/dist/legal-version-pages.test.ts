/**
 * Built-output audit of the legal archive: every published version's page,
 * the change list on each document, the redlines and /legal/changelog, each
 * version marked by where it stands on the build's clock. Expectations come
 * from the documents' change lists, their frozen files and the production
 * timeline (tests/dist/legal-docs.ts).
 */
import { describe, expect, it } from 'vitest';
import { page } from './built';
import { legalCases, standingText } from './legal-docs';
import { legalArchiveRoutes } from '../built-routes';
import { snapshotVisible } from '~/lib/legal/archive';
import { extractVisible, flatText, normalizeText } from '~/lib/legal/text';
import { CHANGE_KIND_INFO, changelogAnchor } from '~/lib/legal/timeline';
import { formatDate } from '~/lib/dates';
import { legalComparePath, legalPath, legalVersionPath, routes } from '~/lib/routes';

const cases = legalCases();

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
