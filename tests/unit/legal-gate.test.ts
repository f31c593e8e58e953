/**
 * The rules of the legal change gate (src/lib/legal/gate.ts and notice.ts) on
 * documents and frozen files made up here: no build, no git. The three ways a
 * reviewer once talked past it (issue 32) are tests: a published frozen file
 * edited with its digest, a published version frozen again, and a narrowing
 * labeled substantive. Then which fact moves are against the customer, and
 * the versions in force stating a shared fact alike on every day.
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '~/lib/dates';
import { factEntry } from '~/lib/facts';
import { digestOf, serializeSnapshot, snapshotPath, type FrozenFile } from '~/lib/legal/archive';
import { reviewDocument, type BaseState, type DocumentUnderReview, type GateContext } from '~/lib/legal/gate';
import { factsAgainst, reviewInForce, type Policy } from '~/lib/legal/notice';
import { legalSchema, type LegalFrontmatter } from '~/lib/legal/schema';
import { extractVisible } from '~/lib/legal/text';
import { MATERIAL_NOTICE_DAYS } from '~/lib/legal/timeline';

const NOW = parseIsoDate('2027-02-01');
const body = (notice: string, extra = '') =>
  `<div class="legal-heading"><h2 id="prices">Prices</h2></div>\n<p>We tell you <span data-fact="notice.priceChange">${notice}</span> before a price changes.${extra}</p>`;

interface Spec {
  version: string;
  date: string;
  effective?: string;
  kind?: 'material' | 'substantive' | 'editorial';
  html: string;
}

function frozenFile(spec: Spec, html = spec.html): FrozenFile {
  const snapshot = {
    id: 'terms',
    title: 'Terms',
    version: spec.version,
    effectiveDate: spec.effective ?? spec.date,
    lastUpdated: spec.date,
    html,
  };
  return { path: snapshotPath('terms', spec.version), text: serializeSnapshot(snapshot), snapshot };
}

/** A document whose versions (newest first) are all frozen as given, digests recorded. */
function document(specs: Spec[], edit: (files: Map<string, FrozenFile>) => void = () => {}): DocumentUnderReview {
  const frozen = new Map(specs.map((s) => [s.version, frozenFile(s)]));
  const data: LegalFrontmatter = legalSchema.parse({
    title: 'Terms',
    description: 'The fixture terms of the gate tests, long enough for the schema to accept.',
    group: 'Legal Documents',
    version: specs[0].version,
    effectiveDate: specs[0].effective ?? specs[0].date,
    lastUpdated: specs[0].date,
    changes: specs.map((s) => ({
      version: s.version,
      date: s.date,
      summary: 'A change.',
      kind: s.kind,
      digest: digestOf(frozen.get(s.version)!.text),
    })),
  });
  edit(frozen);
  return { id: 'terms', file: 'content/legal/terms.mdx', data, visible: visibleOf(specs[0].html), frozen };
}

const visibleOf = (html: string) => extractVisible(`<!doctype html><html><body><div data-legal-body>${html}</div></body></html>`);
const baseOf = (doc: DocumentUnderReview): BaseState => ({
  ref: 'main',
  docs: new Map([[doc.id, { ...doc.data, source: '' }]]),
  frozen: new Map([...doc.frozen.values()].map((f) => [f.path, f.text])),
});
const ctx = (base?: BaseState): GateContext => ({ now: NOW, base, favors: (name) => factEntry(name)?.favors });
const messages = (doc: DocumentUnderReview, base?: BaseState) =>
  reviewDocument(doc, ctx(base)).map((f) => `${f.file}: ${f.field}: ${f.message}`);

const V1: Spec = { version: '1.0', date: '2025-01-15', html: body('30 days') };
const V2: Spec = { version: '2.0', date: '2026-11-28', html: body('30 days', ' We never sell your data.') };

describe('the gate on a clean archive', () => {
  it('finds nothing', () => {
    const doc = document([V2, V1]);
    expect(messages(doc)).toEqual([]);
    expect(messages(doc, baseOf(doc))).toEqual([]);
  });
});

describe('against a base, a published version is history', () => {
  it('fails a published frozen file edited with its digest recorded anew (attack 1)', () => {
    const base = baseOf(document([V2, V1]));
    const rewritten = { ...V1, html: body('30 days', ' All payments are final, including fees taken in error.') };
    const doc = document([V2, rewritten]);
    expect(messages(doc), 'the repository alone cannot tell: the digest matches').toEqual([]);
    const found = messages(doc, base);
    expect(found).toContain(
      `${snapshotPath('terms', '1.0')}: archive: version 1.0 exists at main and its frozen file was changed: restore it (git checkout main -- ${snapshotPath('terms', '1.0')}); only a new version can change what a published one says.`,
    );
    expect(found.some((m) => m.includes('changes[1.0].digest: version 1.0 exists at main and its recorded digest was changed'))).toBe(true);
  });

  it('fails a published version frozen again from today’s text (attack 2)', () => {
    const base = baseOf(document([V2, V1]));
    const refrozen = document([{ ...V2, html: body('30 days', ' We may share your data.') }, V1]);
    const found = messages(refrozen, base);
    // Both the frozen file and its recorded digest of the published version are refused.
    expect(found.some((m) => m.includes('version 2.0 exists at main and its frozen file was changed'))).toBe(true);
    expect(found.some((m) => m.includes('version 2.0 exists at main and its recorded digest was changed'))).toBe(true);
    expect(found.join('\n')).not.toMatch(/freeze it again/);
  });

  it('advises freezing again only for a version frozen in this change, and a new version for a published one', () => {
    const doc = document([V2, V1]);
    doc.visible = visibleOf(body('30 days', ' Edited after freezing.'));
    expect(messages(doc, baseOf(document([V1])))).toEqual([
      `content/legal/terms.mdx: version: the visible text changed since version 2.0 was frozen in ${snapshotPath('terms', '2.0')}: version 2.0 was frozen in this change, so freeze it again: delete ${snapshotPath('terms', '2.0')} and its digest line, then run npm run legal:archive.`,
    ]);
    expect(messages(doc, baseOf(document([V2, V1])))).toEqual([
      expect.stringMatching(/version 2\.0 was frozen in .*: publish a new version instead: raise version to 2\.1,/),
    ]);
  });
});

describe('a page that no longer says what its newest version froze', () => {
  it('names the shared fact when a value in the facts file changed it', () => {
    const doc = document([V1]);
    doc.visible = visibleOf(body('14 days'));
    expect(messages(doc)).toEqual([
      expect.stringContaining(
        'version: the shared fact notice.priceChange (content/facts.yaml) changed what it says since version 1.0 was frozen',
      ),
    ]);
  });
});

describe('the kind is derived from the facts', () => {
  const narrowed = (kind: Spec['kind'], effective: string): Spec => ({
    version: '2.1',
    date: '2027-01-10',
    effective,
    kind,
    html: body('14 days', ' We never sell your data.'),
  });

  it(`fails a narrowing labeled substantive with under ${MATERIAL_NOTICE_DAYS} days' notice, naming the fact (attack 3)`, () => {
    const found = messages(document([narrowed('substantive', '2027-02-07'), V2, V1]));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(
      'version 2.1 is a material change (labeled substantive, but the shared fact notice.priceChange moved against the customer (better higher) ("30 days" → "14 days"))',
    );
    expect(found[0]).toContain('set effectiveDate to 2027-02-09 or later, and drop the label');
  });

  it('fails a weaker label even with the notice given', () => {
    expect(messages(document([narrowed('editorial', '2027-02-09'), V2, V1]))[0]).toMatch(
      /labeled editorial, but .*: that is a material change/,
    );
  });

  it('accepts a narrowing with its notice and no label, and a widening with none', () => {
    expect(messages(document([narrowed(undefined, '2027-02-09'), V2, V1]))).toEqual([]);
    const widened: Spec = { version: '2.1', date: '2027-01-10', html: body('45 days', ' We never sell your data.') };
    expect(messages(document([widened, V2, V1]))).toEqual([]);
  });
});

describe('factsAgainst', () => {
  const favors: Record<string, string> = { notice: 'higher', fee: 'lower', promise: 'promise', address: 'none' };
  const moved = (before: Record<string, string>, after: Record<string, string>) =>
    factsAgainst(
      Object.entries(before).map(([name, value]) => ({ name, value })),
      Object.entries(after).map(([name, value]) => ({ name, value })),
      (name) => favors[name],
    );

  it('finds a number moving against its direction in any unit, a promise reworded or dropped; never information', () => {
    expect(moved({ notice: '1 year' }, { notice: '6 months' })).toEqual([
      'the shared fact notice moved against the customer (better higher) ("1 year" → "6 months")',
    ]);
    expect(moved({ fee: '10%' }, { fee: '12%' })).toHaveLength(1);
    expect(moved({ fee: '$1,000' }, { fee: '$900' })).toEqual([]);
    expect(moved({ promise: 'We never sell.', notice: '30 days' }, { promise: 'We rarely sell.' })).toEqual([
      'the shared fact promise is a promise and was reworded ("We never sell." → "We rarely sell.")',
      'the shared fact notice is no longer stated (it said "30 days")',
    ]);
    expect(moved({ address: 'San Diego', unknown: 'a' }, { address: 'Los Angeles', unknown: 'b' })).toEqual([
      'the shared fact unknown is a promise and was reworded ("a" → "b")',
    ]);
  });
});

describe('the versions in force on every day', () => {
  const policy = (id: string, versions: [string, string, string, string][]): Policy => ({
    id,
    versions: versions.map(([version, published, effective, value]) => ({
      version,
      published: parseIsoDate(published),
      effective: parseIsoDate(effective),
      text: visibleOf(`<p><span data-fact="retention.takedown">${value}</span></p>`),
    })),
  });
  const privacy = policy('privacy-policy', [
    ['2.0', '2026-11-22', '2026-12-22', '3 years'],
    ['1.0', '2025-01-15', '2025-01-15', '2 years'],
  ]);
  const current = () => '3 years';
  const day = parseIsoDate('2026-11-24');

  it('fail a shared fact stated two ways, under the document stating another value than the facts file, and pass together', () => {
    const apart = reviewInForce([privacy, policy('dmca', [['2.0', '2026-11-22', '2026-11-22', '3 years']])], day, current);
    expect(apart.map((f) => [f.file, f.field])).toEqual([['content/legal/privacy-policy.mdx', 'fact retention.takedown']]);
    expect(apart[0].message).toMatch(/"2 years" \(\/privacy-policy 1\.0\) against "3 years" \(\/dmca 2\.0\)/);
    const together = policy('dmca', [
      ['2.0', '2026-11-22', '2026-12-22', '3 years'],
      ['1.0', '2025-01-15', '2025-01-15', '2 years'],
    ]);
    expect(reviewInForce([privacy, together], day, current)).toEqual([]);
  });
});
