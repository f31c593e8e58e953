/**
 * The rules of the legal change gate (src/lib/legal/gate.ts), on documents and
 * frozen files made up here: no build, no git. The same rules run for real
 * against a throwaway repository in tests/tools/legal-diff.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { reviewArchive, reviewDocument, type BaseState, type DocumentUnderReview, type Finding } from '~/lib/legal/gate';
import { readLegalSource, type LegalFrontmatter } from '~/lib/legal/schema';
import {
  digestOf,
  parseSnapshot,
  recordDigest,
  serializeSnapshot,
  snapshotPath,
  sourceDigest,
  type FrozenFile,
} from '~/lib/legal/archive';
import { extractVisible } from '~/lib/legal/text';
import { MATERIAL_NOTICE_DAYS } from '~/lib/legal/kinds';
import { parseIsoDate } from '~/lib/dates';

const heading = (id: string, text: string) => `<div class="legal-heading"><h2 id="${id}">${text}</h2></div>`;
const BODY = `${heading('accounts', 'Accounts')}\n<p>Each person may hold one account.</p>`;
const NOW = parseIsoDate('2025-06-01');

interface Version {
  version: string;
  date: string;
  kind?: string;
  /** Defaults to the publication date. */
  effective?: string;
  body?: string;
}

/** A document's source: its versions newest first, the newest one's dates at the top. */
function source(versions: Version[], extra = ''): string {
  const [newest] = versions;
  const entries = versions
    .map(
      (v, i) =>
        `  - version: "${v.version}"\n    date: ${v.date}\n    kind: ${v.kind ?? (i === versions.length - 1 ? 'initial' : 'editorial')}\n    summary: A change.\n`,
    )
    .join('');
  return `---
title: Terms
description: The fixture terms of the gate's unit tests, long enough for the schema.
group: Legal Documents
version: "${newest.version}"
effectiveDate: ${newest.effective ?? newest.date}
lastUpdated: ${newest.date}
changes:
${entries}${extra}---
import { fees } from '~/lib/legal/figures';

Body.
`;
}

const visible = (body: string) => extractVisible(`<!doctype html><html><body><div data-legal-body>${body}</div></body></html>`);

function freeze(src: string, v: Version): FrozenFile {
  const text = serializeSnapshot({
    id: 'terms',
    title: 'Terms',
    version: v.version,
    effectiveDate: v.effective ?? v.date,
    lastUpdated: v.date,
    sourceSha256: sourceDigest(src),
    html: v.body ?? BODY,
  });
  return { path: snapshotPath('terms', v.version), text, snapshot: parseSnapshot(text) };
}

/**
 * A document whose versions are all frozen as published and recorded, then
 * changed by `edit` (a function of the source) and shown with `shown` as its
 * newest text.
 */
function document(versions: Version[], options: { edit?: (s: string) => string; shown?: string; frozen?: Version[]; extra?: string } = {}) {
  let src = source(versions, options.extra);
  const frozen = new Map<string, FrozenFile>();
  for (const v of options.frozen ?? versions) {
    const file = freeze(src, v);
    frozen.set(v.version, file);
    src = recordDigest(src, v.version, digestOf(file.text));
  }
  if (options.edit) src = options.edit(src);
  const { data, problems } = readLegalSource(src, 'content/legal/terms.mdx');
  if (!data) throw new Error(problems.join('\n'));
  const doc: DocumentUnderReview = {
    id: 'terms',
    file: 'content/legal/terms.mdx',
    source: src,
    data,
    visible: visible(options.shown ?? versions[0].body ?? BODY),
    frozen,
  };
  return doc;
}

const errors = (findings: Finding[]) => findings.filter((f) => f.level === 'error').map((f) => `${f.file}: ${f.field}: ${f.message}`);
const v10: Version = { version: '1.0', date: '2025-01-15' };
const EDITED = BODY.replace('one account', 'two accounts');

describe('the legal change gate without history', () => {
  it('passes a document that reads like its frozen newest version, every digest recorded', () => {
    expect(reviewDocument(document([v10]), { now: NOW })).toEqual([]);
  });

  it('passes a reflow: the file changed, the visible text did not', () => {
    expect(errors(reviewDocument(document([v10], { edit: (s) => s.replace('Body.', 'Body. ') }), { now: NOW }))).toEqual([]);
  });

  it('fails a visible change in the file without a new version, blaming the file and giving both fixes', () => {
    const found = errors(
      reviewDocument(document([v10], { edit: (s) => s.replace('Body.', 'Body, edited.'), shown: EDITED }), { now: NOW }),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/legal\/terms\.mdx: version: the visible text changed since version 1\.0 was frozen .* if version 1\.0 is published, publish a new version: raise version to 1\.1.*; if it was frozen in this change and is not merged yet, delete content\/legal\/versions\/terms\/1\.0\.html and the digest line/,
      ),
    ]);
  });

  it('fails a visible change that came through a shared module, naming what the document imports', () => {
    const found = errors(reviewDocument(document([v10], { shown: EDITED }), { now: NOW, changedFiles: ['src/lib/pricing.ts'] }));
    expect(found[0]).toMatch(
      /through a shared module or component, not this file \(it imports ~\/lib\/legal\/figures; changed since the base: src\/lib\/pricing\.ts\)/,
    );
  });

  it('fails an edit to a frozen file, naming that file, not the document', () => {
    const doc = document([{ version: '1.1', date: '2025-03-01', body: EDITED }, v10], { shown: EDITED });
    const old = doc.frozen.get('1.0')!;
    const tampered = { ...old, text: old.text.replace('one account', 'no account') };
    const found = errors(reviewDocument({ ...doc, frozen: new Map([...doc.frozen, ['1.0', tampered]]) }, { now: NOW }));
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/legal\/versions\/terms\/1\.0\.html: archive: this frozen file is not the one version 1\.0 recorded .* only a new version can change what a published one said\.$/,
      ),
    ]);
    const newest = doc.frozen.get('1.1')!;
    const refrozen = { ...newest, text: newest.text.replace('two accounts', 'three accounts') };
    expect(errors(reviewDocument({ ...doc, frozen: new Map([...doc.frozen, ['1.1', refrozen]]) }, { now: NOW }))[0]).toMatch(
      /^content\/legal\/versions\/terms\/1\.1\.html: archive: this frozen file is not the one version 1\.1 recorded/,
    );
  });

  it('fails a frozen version whose digest is not recorded', () => {
    const doc = document([{ version: '1.1', date: '2025-03-01', body: EDITED }, v10], {
      shown: EDITED,
      edit: (s) => s.replace(/^ {4}digest: .*\n/m, ''),
    });
    expect(errors(reviewDocument(doc, { now: NOW }))).toEqual([
      expect.stringMatching(
        /^content\/legal\/terms\.mdx: changes\[1\.1\]\.digest: version 1\.1 is frozen in .* run npm run legal:archive, which records it\.$/,
      ),
    ]);
  });

  it('fails a new version without its frozen text, and says to run legal:archive', () => {
    const doc = document([{ version: '1.1', date: '2025-03-01', body: EDITED }, v10], { frozen: [v10], shown: EDITED });
    expect(errors(reviewDocument(doc, { now: NOW }))).toEqual([
      `content/legal/terms.mdx: version: version 1.1 has no frozen text (${snapshotPath('terms', '1.1')}): run npm run legal:archive and commit the file it writes.`,
    ]);
  });

  it('fails a published version whose frozen text is missing, and a frozen file the change list lacks', () => {
    const v11: Version = { version: '1.1', date: '2025-03-01', body: EDITED };
    expect(errors(reviewDocument(document([v11, v10], { frozen: [v11], shown: EDITED }), { now: NOW }))).toEqual([
      expect.stringMatching(/^content\/legal\/terms\.mdx: changes: version 1\.0 is listed as published but has no frozen text/),
    ]);
    const doc = document([v10]);
    const stray = freeze(doc.source, { version: '1.2', date: '2025-04-01' });
    expect(errors(reviewDocument({ ...doc, frozen: new Map([...doc.frozen, ['1.2', stray]]) }, { now: NOW }))).toEqual([
      expect.stringMatching(
        /^content\/legal\/versions\/terms\/1\.2\.html: archive: this file freezes version 1\.2, which the change list of content\/legal\/terms\.mdx does not have/,
      ),
    ]);
  });

  it(`fails a material change with under ${MATERIAL_NOTICE_DAYS} days' notice, until it is history`, () => {
    const v20: Version = { version: '2.0', date: '2025-03-01', effective: '2025-03-11', kind: 'material', body: EDITED };
    const doc = document([v20, v10], { shown: EDITED });
    expect(errors(reviewDocument(doc, { now: parseIsoDate('2025-03-01') }))).toContain(
      `content/legal/terms.mdx: effectiveDate: version 2.0 is a material change, which needs at least ${MATERIAL_NOTICE_DAYS} days' notice, but it takes effect 10 day(s) after it was published on 2025-03-01: set effectiveDate to 2025-03-31 or later.`,
    );
    // Once in force before today, it is history: a new version fixes it, not an edit.
    expect(errors(reviewDocument(doc, { now: NOW }))).toEqual([]);
  });

  it('lets a revision of a version in its notice period take effect with it, never before its notice has run', () => {
    const v11: Version = { version: '1.1', date: '2025-05-01', effective: '2025-05-31', kind: 'material', body: EDITED };
    const v12 = (effective: string): Version => ({
      version: '1.2',
      date: '2025-05-10',
      effective,
      kind: 'substantive',
      body: `${EDITED}\n<p>Clearer.</p>`,
    });
    const revising = (effective: string) =>
      document([v12(effective), v11, v10], {
        shown: v12(effective).body,
        edit: (s) => s.replace('    kind: substantive\n', '    kind: substantive\n    revises: "1.1"\n'),
      });
    expect(errors(reviewDocument(revising('2025-05-31'), { now: parseIsoDate('2025-05-10') }))).toEqual([]);
    expect(errors(reviewDocument(revising('2025-05-20'), { now: parseIsoDate('2025-05-10') }))).toEqual([
      expect.stringMatching(
        /^content\/legal\/terms\.mdx: effectiveDate: version 1\.2 revises version 1\.1, a material change .* takes effect no earlier than 2025-05-31/,
      ),
    ]);
  });

  it('fails a published section id that is gone, unless an alias maps it', () => {
    const renamed = `${heading('members', 'Accounts')}\n<p>Each person may hold one account.</p>`;
    const v11: Version = { version: '1.1', date: '2025-03-01', body: renamed };
    expect(errors(reviewDocument(document([v11, v10], { shown: renamed }), { now: NOW }))).toEqual([
      expect.stringMatching(/^content\/legal\/terms\.mdx: #accounts: the section id "accounts" was published \(version 1\.0\) and is gone/),
    ]);
    const aliased = `<span id="accounts"></span>${renamed}`;
    const withAlias = document([{ ...v11, body: aliased }, v10], { shown: aliased, extra: 'aliases:\n  accounts: members\n' });
    expect(errors(reviewDocument(withAlias, { now: NOW }))).toEqual([]);
  });

  it('fails a header date changed after freezing, with the fix that fits when the base tells whether the version is published', () => {
    const v11: Version = { version: '1.1', date: '2025-03-01', effective: '2025-03-01', body: EDITED };
    const moved = document([v11, v10], { shown: EDITED, edit: (s) => s.replace('effectiveDate: 2025-03-01', 'effectiveDate: 2025-04-15') });
    const without = errors(reviewDocument(moved, { now: NOW }));
    expect(without).toEqual([
      expect.stringMatching(
        /^content\/legal\/terms\.mdx: effectiveDate: effectiveDate is "2025-04-15" but version 1\.1 was frozen with "2025-03-01".* if version 1\.1 is published, .*; if it was frozen in this change/,
      ),
    ]);
    const baseData = (versions: Version[]) => readLegalSource(source(versions), 'content/legal/terms.mdx').data as LegalFrontmatter;
    // 1.1 is not at the base: it was frozen in this change, so it is frozen again, not bumped to 1.2.
    const unmerged: BaseState = { ref: 'origin/main', docs: new Map([['terms', baseData([v10])]]), frozen: new Map() };
    expect(errors(reviewDocument(moved, { now: NOW, base: unmerged }))[0]).toMatch(
      /version 1\.1 was frozen in this change and is not merged yet, so freeze it again: delete content\/legal\/versions\/terms\/1\.1\.html and the digest line of version 1\.1 in content\/legal\/terms\.mdx, then run npm run legal:archive/,
    );
    const merged: BaseState = { ref: 'origin/main', docs: new Map([['terms', baseData([v11, v10])]]), frozen: new Map() };
    expect(errors(reviewDocument(moved, { now: NOW, base: merged }))[0]).toMatch(
      /version 1\.1 is published \(it is at origin\/main\), so its text is history: publish a new version: raise version to 1\.2/,
    );
  });

  it('checks versions and dates against a base', () => {
    const base: BaseState = {
      ref: 'origin/main',
      docs: new Map([['terms', readLegalSource(source([{ version: '1.2', date: '2025-05-01' }, v10]), 'x').data!]]),
      frozen: new Map(),
    };
    const found = errors(reviewDocument(document([v10]), { now: NOW, base }));
    expect(found).toContain('content/legal/terms.mdx: version: version went backwards from 1.2 to 1.0: versions only go up.');
    expect(found).toContain(
      'content/legal/terms.mdx: lastUpdated: lastUpdated went back from 2025-05-01 to 2025-01-15: dates only move forward.',
    );
  });

  it('warns when a new version reads exactly like the one before', () => {
    const findings = reviewDocument(document([{ version: '1.1', date: '2025-03-01' }, v10]), { now: NOW });
    expect(findings.map((f) => `${f.level}: ${f.message}`)).toEqual([
      'warning: version 1.1 reads exactly like version 1.0: is a wording change missing, or should the bump be dropped?',
    ]);
  });

  it('warns when a version published during an earlier one’s notice period cuts that one short', () => {
    const v11: Version = { version: '1.1', date: '2025-05-01', effective: '2025-06-10', kind: 'material', body: EDITED };
    const v12: Version = {
      version: '1.2',
      date: '2025-05-20',
      effective: '2025-06-20',
      kind: 'editorial',
      body: `${EDITED}\n<p>More.</p>`,
    };
    const findings = reviewDocument(document([v12, v11, v10], { shown: v12.body }), { now: NOW });
    expect(findings.filter((f) => f.level === 'warning').map((f) => f.message)).toEqual([
      'version 1.1 will be in force only from June 10, 2025 to June 20, 2025, when version 1.2 takes effect.',
    ]);
  });
});

describe('the legal change gate over the archive', () => {
  const doc = document([v10]);
  const files = [...doc.frozen.values()];
  it('warns of a frozen file of no document', () => {
    expect(reviewArchive(new Set(), files, new Set(), { now: NOW }).map((f) => f.message)).toEqual([
      'frozen version of "terms", which has no document in content/legal.',
    ]);
  });

  it('with a base, fails a frozen file deleted, or edited where no digest catches it', () => {
    const base: BaseState = { ref: 'origin/main', docs: new Map(), frozen: new Map([[files[0].path, files[0].text]]) };
    expect(errors(reviewArchive(new Set(['terms']), [], new Set(), { now: NOW, base }))[0]).toMatch(
      /exists at origin\/main and was deleted/,
    );
    const edited = [{ ...files[0], text: `${files[0].text} ` }];
    expect(errors(reviewArchive(new Set(['terms']), edited, new Set(), { now: NOW, base }))[0]).toMatch(/differs from origin\/main/);
    expect(errors(reviewArchive(new Set(['terms']), edited, new Set([files[0].path]), { now: NOW, base }))).toEqual([]);
  });
});
