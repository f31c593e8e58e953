/**
 * The rules of the legal change gate that need no history
 * (scripts/lib/legal-archive-check.ts), on documents and archives made up
 * here: no build, no git. The same rules run for real against a throwaway
 * repository in legal-diff.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkAgainstArchive } from '../../scripts/lib/legal-archive-check.ts';
import { readFrontmatter, type DocSide } from '../../scripts/lib/legal-compare.ts';
import { sha256, type ArchivedVersion } from '../../scripts/lib/legal-snapshots.ts';
import { serializeSnapshot, snapshotPath, type Snapshot } from '~/lib/legal-archive';
import { extractVisible } from '~/lib/legal-text';
import { MATERIAL_NOTICE_DAYS } from '~/lib/legal-kinds';

const heading = (id: string, text: string) => `<div class="legal-heading"><h2 id="${id}">${text}</h2></div>`;
const BODY = `${heading('accounts', 'Accounts')}\n<p>Each person may hold one account.</p>`;

function source(o: { version: string; lastUpdated?: string; effectiveDate?: string; kind?: string; extra?: string }) {
  const lastUpdated = o.lastUpdated ?? '2025-01-15';
  return `---
title: Terms
version: "${o.version}"
effectiveDate: ${o.effectiveDate ?? lastUpdated}
lastUpdated: ${lastUpdated}
changes:
${o.version === '1.0' ? '' : `  - version: "${o.version}"\n    date: ${lastUpdated}\n    kind: ${o.kind ?? 'editorial'}\n    summary: A change.\n`}  - version: "1.0"
    date: 2025-01-15
    kind: initial
    summary: Initial publication.
${o.extra ?? ''}---
import { fees } from '~/lib/legal-figures';

Body.
`;
}

const side = (src: string, body: string): DocSide => ({
  source: src,
  html: '',
  frontmatter: readFrontmatter(src),
  visible: extractVisible(`<!doctype html><html><body><div data-legal-body>${body}</div></body></html>`),
});

function archived(src: string, body: string): ArchivedVersion {
  const fm = readFrontmatter(src);
  const snapshot: Snapshot = {
    id: 'terms',
    title: 'Terms',
    version: fm.version!,
    effectiveDate: fm.effectiveDate!,
    lastUpdated: fm.lastUpdated!,
    sourceSha256: sha256(src),
    html: body,
  };
  return { path: snapshotPath('terms', fm.version!), text: serializeSnapshot(snapshot), snapshot };
}

const v10 = source({ version: '1.0' });
const errors = (findings: { level: string; field: string; message: string }[]) =>
  findings.filter((f) => f.level === 'error').map((f) => `${f.field}: ${f.message}`);

describe('the legal change gate without history', () => {
  it('passes a document that reads like its frozen current version', () => {
    expect(checkAgainstArchive({ id: 'terms', head: side(v10, BODY), versions: new Map([['1.0', archived(v10, BODY)]]) })).toEqual([]);
  });

  it('passes a reflow: the file changed, the visible text did not', () => {
    const reflowed = v10.replace('Body.', 'Body. ');
    expect(
      errors(checkAgainstArchive({ id: 'terms', head: side(reflowed, `${BODY}\n`), versions: new Map([['1.0', archived(v10, BODY)]]) })),
    ).toEqual([]);
  });

  it('fails a visible change in the file without a new version', () => {
    const edited = v10.replace('Body.', 'Body, edited.');
    const found = errors(
      checkAgainstArchive({
        id: 'terms',
        head: side(edited, BODY.replace('one account', 'two accounts')),
        versions: new Map([['1.0', archived(v10, BODY)]]),
      }),
    );
    expect(found).toEqual([
      expect.stringMatching(/^version: the visible text changed since version 1\.0 was frozen .* raise it \(e\.g\. 1\.1\)/),
    ]);
  });

  it('fails a visible change that came through a shared module, naming what the document imports', () => {
    const found = errors(
      checkAgainstArchive({
        id: 'terms',
        head: side(v10, BODY.replace('one account', 'two accounts')),
        versions: new Map([['1.0', archived(v10, BODY)]]),
        changedFiles: ['src/lib/pricing.ts'],
      }),
    );
    expect(found[0]).toMatch(
      /through a shared module or component, not this file \(it imports ~\/lib\/legal-figures; changed since the base: src\/lib\/pricing\.ts\)/,
    );
  });

  it('fails a new version without its frozen text, and says to run legal:archive', () => {
    const v11 = source({ version: '1.1', lastUpdated: '2025-03-01' });
    const found = errors(checkAgainstArchive({ id: 'terms', head: side(v11, BODY), versions: new Map([['1.0', archived(v10, BODY)]]) }));
    expect(found).toEqual([
      `version: version 1.1 has no frozen text (${snapshotPath('terms', '1.1')}): run npm run legal:archive and commit the file it writes.`,
    ]);
  });

  it('fails a published version whose frozen text is missing, and an archived version the change list lacks', () => {
    const v11 = source({ version: '1.1', lastUpdated: '2025-03-01' });
    const body11 = BODY.replace('one account', 'two accounts');
    expect(
      errors(checkAgainstArchive({ id: 'terms', head: side(v11, body11), versions: new Map([['1.1', archived(v11, body11)]]) })),
    ).toEqual([expect.stringMatching(/^changes: version 1\.0 is listed as published but has no frozen text/)]);
    const v12 = source({ version: '1.2', lastUpdated: '2025-04-01' });
    expect(
      errors(
        checkAgainstArchive({
          id: 'terms',
          head: side(v10, BODY),
          versions: new Map([
            ['1.0', archived(v10, BODY)],
            ['1.2', archived(v12, BODY)],
          ]),
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^changes: content\/legal\/versions\/terms\/1\.2\.html freezes version 1\.2, which the change list does not have/,
      ),
    ]);
  });

  it(`fails a material change with under ${MATERIAL_NOTICE_DAYS} days' notice`, () => {
    const v20 = source({ version: '2.0', lastUpdated: '2025-03-01', effectiveDate: '2025-03-11', kind: 'material' });
    const found = errors(
      checkAgainstArchive({
        id: 'terms',
        head: side(v20, BODY),
        versions: new Map([
          ['1.0', archived(v10, BODY)],
          ['2.0', archived(v20, BODY)],
        ]),
      }),
    );
    expect(found).toContain(
      `effectiveDate: a material change needs at least ${MATERIAL_NOTICE_DAYS} days' notice, but effectiveDate 2025-03-11 is 10 day(s) after lastUpdated 2025-03-01: set effectiveDate to 2025-03-31 or later.`,
    );
  });

  it('fails a published section id that is gone, unless an alias maps it', () => {
    const renamedBody = `${heading('members', 'Accounts')}\n<p>Each person may hold one account.</p>`;
    const v11 = source({ version: '1.1', lastUpdated: '2025-03-01' });
    const versions = new Map([
      ['1.0', archived(v10, BODY)],
      ['1.1', archived(v11, renamedBody)],
    ]);
    expect(errors(checkAgainstArchive({ id: 'terms', head: side(v11, renamedBody), versions }))).toEqual([
      expect.stringMatching(/^#accounts: the section id "accounts" was published \(version 1\.0\) and is gone/),
    ]);
    const withAlias = source({ version: '1.1', lastUpdated: '2025-03-01', extra: 'aliases:\n  accounts: members\n' });
    const aliasBody = `<span id="accounts"></span>${renamedBody}`;
    expect(
      errors(
        checkAgainstArchive({
          id: 'terms',
          head: side(withAlias, aliasBody),
          versions: new Map([
            ['1.0', archived(v10, BODY)],
            ['1.1', archived(withAlias, aliasBody)],
          ]),
        }),
      ),
    ).toEqual([]);
  });

  it('fails a header date changed without a new version, and checks versions and dates against a base', () => {
    const moved = v10.replace('effectiveDate: 2025-01-15', 'effectiveDate: 2025-02-01');
    expect(
      errors(checkAgainstArchive({ id: 'terms', head: side(moved, BODY), versions: new Map([['1.0', archived(v10, BODY)]]) })),
    ).toEqual([expect.stringMatching(/^effectiveDate: effectiveDate is "2025-02-01" but version 1\.0 was frozen with "2025-01-15"/)]);
    const base = readFrontmatter(source({ version: '1.2', lastUpdated: '2025-05-01' }));
    const found = errors(
      checkAgainstArchive({ id: 'terms', head: side(v10, BODY), versions: new Map([['1.0', archived(v10, BODY)]]), base }),
    );
    expect(found).toContain('version: version went backwards from 1.2 to 1.0: versions only go up.');
    expect(found).toContain('lastUpdated: lastUpdated went back from 2025-05-01 to 2025-01-15: dates only move forward.');
  });

  it('warns when a new version reads exactly like the one before', () => {
    const v11 = source({ version: '1.1', lastUpdated: '2025-03-01' });
    const findings = checkAgainstArchive({
      id: 'terms',
      head: side(v11, BODY),
      versions: new Map([
        ['1.0', archived(v10, BODY)],
        ['1.1', archived(v11, BODY)],
      ]),
    });
    expect(findings.map((f) => `${f.level}: ${f.message}`)).toEqual([
      'warning: version 1.1 reads exactly like version 1.0: is a wording change missing, or should the bump be dropped?',
    ]);
  });
});
