/**
 * legal:diff and legal:check against a throwaway git repository: a fixture
 * document and commits, each scenario built and rendered for real. The gate
 * compares the working tree with the archive of frozen versions, so most
 * scenarios need no base ref. (The archive itself: legal-archive.test.ts,
 * which runs beside this file.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_NOTICE_DAYS } from '../../src/lib/legal/kinds';
import { formatUsd, THRESHOLD_CENTS } from '../../src/lib/pricing';
import type { FixtureProject } from './fixture-project';
import { BODY, createLegalFixture, doc, type LegalFixture, run, runOn, writeDoc } from './legal-fixture';

const json = (fx: FixtureProject, base: string, head?: string) => {
  const r = run(fx, 'legal/diff.ts', base, ...(head ? [head] : []), '--format', 'json');
  expect(r.status, r.out).toBe(0);
  return JSON.parse(r.out) as {
    documents: {
      id: string;
      status: string;
      facts: string[];
      sections: { id: string; blocks: { kind: string; words?: { kind: string; value: string }[] }[] }[];
      anchorsRemoved: string[];
      anchorsAdded: string[];
      frontmatter: { field: string }[];
    }[];
  };
};
const terms = (result: ReturnType<typeof json>) => result.documents.find((d) => d.id === 'terms-of-service')!;

describe('legal:diff and legal:check on a throwaway repository', () => {
  let fx: LegalFixture;
  let base: string;

  beforeAll(() => {
    fx = createLegalFixture();
    const archived = run(fx, 'legal/archive.ts');
    expect(archived.out).toContain('wrote content/legal/versions/terms-of-service/1.0.html');
    base = fx.commit('base');
  }, 240_000);
  afterAll(() => fx?.dispose());

  it('reports a one-word change as that word, and the gate fails without a bump', () => {
    writeDoc(fx, doc({ body: BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.') }));
    const head = fx.commit('one word');
    const report = terms(json(fx, base, head));
    expect(report.status).toBe('visible');
    const changed = report.sections.find((s) => s.id === 'accounts')!;
    const words = changed.blocks.flatMap((b) => b.words ?? []).filter((w) => w.kind !== 'same');
    expect(words).toEqual([{ kind: 'add', value: 'personal' }]);
    const text = run(fx, 'legal/diff.ts', base, head);
    expect(text.out).toContain('{+personal+}');
    const md = run(fx, 'legal/diff.ts', base, head, '--format', 'md');
    expect(md.out).toContain('<ins>personal</ins>');
    expect(md.out).toContain('| `terms-of-service` | visible change |');

    // No base ref: the frozen 1.0 is what the page must still read like.
    const gate = run(fx, 'legal/check.ts');
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(/\n {2}version: the visible text changed since version 1\.0 was frozen/);
    expect(gate.out).toMatch(/publish a new version instead: raise version to/);
  }, 240_000);

  it('passes the gate once version, date and change entry are bumped and the version is archived', () => {
    writeDoc(
      fx,
      doc({
        version: '1.1',
        lastUpdated: '2025-03-01',
        effectiveDate: '2025-03-01',
        changes: '  - version: "1.1"\n    date: 2025-03-01\n    kind: editorial\n    summary: Accounts are personal.\n',
        body: BODY.replace('Each person may hold one account.', 'Each person may hold one personal account.'),
      }),
    );
    // The gate and the archive read one build of this tree; the gate after the archive builds the tree it wrote.
    const dist = fx.build();
    const missing = run(fx, 'legal/check.ts', '--dist', dist);
    expect(missing.status, missing.out).toBe(1);
    expect(missing.out).toMatch(/version 1\.1 has no frozen text .*: run npm run legal:archive/);
    expect(run(fx, 'legal/archive.ts', '--dist', dist).out).toContain('wrote content/legal/versions/terms-of-service/1.1.html');
    const gate = run(fx, 'legal/check.ts', base);
    expect(gate.status, gate.out).toBe(0);
    fx.git('checkout', '--quiet', '--', '.');
    fx.git('clean', '--quiet', '-fd', 'content/legal/versions');
  }, 240_000);

  it('classifies a reflow as source-only', () => {
    writeDoc(
      fx,
      doc({
        body: BODY.replace(
          'You must be 18 or older to use the service.\nEach person',
          'You must be 18 or older to use the service. Each person',
        ),
      }),
    );
    const head = fx.commit('reflow');
    const report = terms(json(fx, base, head));
    expect(report.status).toBe('source-only');
    expect(report.sections).toEqual([]);
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);

  it('classifies a price change in the facts file as render-only, naming the fact, and the gate asks for a bump', () => {
    // Half as much again as the facts file's threshold, whatever it is today.
    const raised = Math.round((THRESHOLD_CENTS * 3) / 2);
    const facts = fx.read('content/facts.yaml');
    const changed = facts.replace(/^( {2}threshold: \{ value: )\d+/m, `$1${raised / 100}`);
    expect(changed, 'the threshold in content/facts.yaml').not.toBe(facts);
    fx.write('content/facts.yaml', changed);
    const head = fx.commit('raise the threshold');
    const report = terms(json(fx, base, head));
    expect(report.status).toBe('render-only');
    expect(report.facts).toEqual(['price.threshold']);
    const fees = report.sections.find((s) => s.id === 'fees')!;
    const words = fees.blocks
      .flatMap((b) => b.words ?? [])
      .filter((w) => w.kind !== 'same')
      .map((w) => `${w.kind}:${w.value}`);
    expect(words).toEqual([`del:${formatUsd(THRESHOLD_CENTS)}`, `add:${formatUsd(raised)}`]);
    // Both runs of the gate read one build of this tree.
    const dist = fx.build();
    const gate = run(fx, 'legal/check.ts', '--dist', dist);
    expect(gate.status).toBe(1);
    expect(gate.out).toContain(
      'content/legal/terms-of-service.mdx\n  version: the shared fact price.threshold (content/facts.yaml) changed what it says since version 1.0 was frozen',
    );
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);

  it('does not report a renamed section with an alias as a removed anchor, but does without one', () => {
    const renamed = BODY.replace('## Fees {#fees}', '## Fees and credit {#fees-and-credit}');
    writeDoc(fx, doc({ body: renamed, aliases: 'aliases:\n  fees: fees-and-credit\n' }));
    const withAlias = fx.commit('rename with alias');
    const report = terms(json(fx, base, withAlias));
    expect(report.anchorsRemoved).toEqual([]);
    expect(report.anchorsAdded).toContain('fees-and-credit');

    writeDoc(fx, doc({ body: renamed }));
    const withoutAlias = fx.commit('rename without alias');
    expect(terms(json(fx, base, withoutAlias)).anchorsRemoved).toEqual(['fees']);
    const gate = run(fx, 'legal/check.ts');
    expect(gate.out).toMatch(/#fees: the section id "fees" was published \(version 1\.0\) and is gone/);
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);

  it('fails a material change with only 10 days of notice', () => {
    writeDoc(
      fx,
      doc({
        version: '2.0',
        lastUpdated: '2025-03-01',
        effectiveDate: '2025-03-11',
        changes: '  - version: "2.0"\n    date: 2025-03-01\n    kind: material\n    summary: New account rules.\n',
        body: BODY.replace('18 or older', '21 or older'),
      }),
    );
    // Reviewed on the day it is published: once a version is in force the gate treats it as history.
    const gate = runOn('2025-03-01T12:00:00-08:00', fx, 'legal/check.ts');
    expect(gate.status).toBe(1);
    expect(gate.out).toMatch(
      new RegExp(
        `\\n  effectiveDate: version 2\\.0 is a material change \\(labeled material\\), which needs ${MATERIAL_NOTICE_DAYS} days' notice \\(content/facts\\.yaml, notice\\.material\\), but takes effect 10 day\\(s\\) after it is published`,
      ),
    );
    fx.git('checkout', '--quiet', '--', '.');
  }, 240_000);

  it('checks versions and dates against a base ref without building it, so a base that does not build is no obstacle', () => {
    fx.write('src/pages/broken-in-base.astro', '---\nthrow new Error("this commit does not build");\n---\n');
    writeDoc(
      fx,
      doc({
        version: '1.2',
        lastUpdated: '2025-02-01',
        effectiveDate: '2025-02-01',
        changes: '  - version: "1.2"\n    date: 2025-02-01\n    kind: editorial\n    summary: Typo.\n',
        body: BODY,
      }),
    );
    const broken = fx.commit('a base that does not build');
    fx.remove('src/pages/broken-in-base.astro');
    writeDoc(
      fx,
      doc({
        version: '1.1',
        lastUpdated: '2025-02-01',
        effectiveDate: '2025-02-01',
        changes: '  - version: "1.1"\n    date: 2025-02-01\n    kind: editorial\n    summary: Typo.\n',
        body: BODY,
      }),
    );
    const gate = run(fx, 'legal/check.ts', broken);
    expect(gate.status, gate.out).toBe(1);
    expect(gate.out).toMatch(/version: version went back from 1\.2 to 1\.1/);
    const diff = run(fx, 'legal/diff.ts', broken);
    expect(diff.status).toBe(2);
    expect(diff.out).toContain('does not build with the current dependencies');
    fx.git('reset', '--quiet', '--hard', base);
  }, 240_000);
});
